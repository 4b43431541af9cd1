// What a CLI's worker thread tells the thread that watches it (cli-watchdog.ts).
export type ThreadMessage =
  | { readonly kind: 'alive' }
  | { readonly kind: 'out' | 'err'; readonly line: string }
  | { readonly kind: 'done'; readonly code: number }
  | { readonly kind: 'crashed'; readonly message: string };

/** How often a working thread says it is alive; the watchdog waits far longer (CLI_STALL_MS). */
export const HEARTBEAT_MS = 1_000;
