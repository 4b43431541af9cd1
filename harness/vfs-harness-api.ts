// What the workspace harness page exposes on window, shared by the page, its Playwright tests and the
// cold-load benchmark.

export interface HarnessReady {
  /** performance.now() when the workspace was ready: milliseconds since navigation start. */
  readonly ms: number;
  readonly files: number;
  readonly access: 'owner' | 'read-only';
}

export interface VfsHarness {
  /** Writes files (content in base64, so binary survives the trip through the test driver). */
  writeFiles(files: Record<string, string>): Promise<void>;
  /** Every file's content in base64, keyed by workspace path. */
  readAll(): Promise<Record<string, string>>;
  flush(): Promise<void>;
  remove(path: string): Promise<void>;
}

declare global {
  interface Window {
    vfsHarness?: VfsHarness;
    vfsHarnessReady?: HarnessReady;
    vfsHarnessError?: string;
    /** Flushes triggered by the page being hidden, counted when they complete. */
    vfsHarnessHideFlushes?: number;
  }
}
