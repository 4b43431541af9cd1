// What a first visit downloads, measured as a person meets it: Debian's Chromium opens a built dist/ served by
// a static server of ours (e2e/support/dist-server.ts) that logs every request (the page's, its workers' and nested workers' alike), with
// a cold cache and service workers blocked (their precache is reported apart), until the network has been
// idle for a while, before any click. Sizes are gzip (level 9) of each requested file, as a server would send.
import { chromium, type Browser } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from '../e2e/support/chromium-args';
import { type DistServer } from '../e2e/support/dist-server';
import { gzipSync } from 'node:zlib';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Waits until nothing has been in flight for `quietMs` (the network is idle), at most `limitMs`. */
export async function networkIdle(server: DistServer, quietMs = 1_500, limitMs = 60_000): Promise<void> {
  const start = performance.now();
  while (performance.now() - start < limitMs) {
    if (server.inFlight() === 0 && performance.now() - server.lastActivity() >= quietMs) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the network did not go idle');
}

export function gzipBytes(root: string, path: string): number {
  return gzipSync(readFileSync(join(root, path)), { level: 9 }).length;
}

export interface FirstLoad {
  readonly files: readonly { path: string; gzip: number }[];
  readonly gzipBytes: number;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS] });
}

/** Every distinct file the page and its workers fetched opening `pathAndQuery`, until the network was idle. */
export async function measureFirstLoad(
  browser: Browser,
  server: DistServer,
  root: string,
  pathAndQuery: string,
): Promise<FirstLoad> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1600, height: 1000 },
  });
  try {
    server.clear();
    const page = await context.newPage();
    await page.goto(new URL(pathAndQuery, server.url).href);
    await networkIdle(server);
    const distinct = [...new Set(server.requested)].filter((p) =>
      existsSync(join(root, p === '/' ? 'index.html' : p)),
    );
    const files = distinct.map((path) => ({
      path,
      gzip: gzipBytes(root, path.endsWith('/') ? `${path}index.html` : path),
    }));
    return { files, gzipBytes: files.reduce((sum, f) => sum + f.gzip, 0) };
  } finally {
    await context.close();
  }
}

export { serveDist, type DistServer } from '../e2e/support/dist-server';
