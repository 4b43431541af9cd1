// What the Chromium benchmarks share: the production build served by `vite preview` on a free port (the
// machine is shared: never assume one), and Debian's Chromium launched through Playwright with the flags that
// keep it off the closed network (as playwright.config.ts does).
import { execSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../e2e/support/chromium-args';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function buildApp(): void {
  execSync('node_modules/.bin/vite build --logLevel warn', { stdio: 'inherit' });
}

/** A port the OS says is free, as scripts/free-port.mjs does. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Served {
  readonly origin: string;
  /** Ends the server's whole process group (not just a wrapper). */
  readonly stop: () => void;
}

/** `vite preview` of dist/ on a free port, once `path` answers. */
export async function serveApp(path = '/'): Promise<Served> {
  const port = await freePort();
  const server = spawn(
    'node_modules/.bin/vite',
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { stdio: 'ignore', detached: true },
  );
  const stop = () => {
    if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
  };
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${origin}${path}`)).ok) return { origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error('vite preview did not start');
}

/**
 * How long a new window's own Chromium UI takes to load. Each new window (a context of its own, so a try
 * starts with empty storage) loads Chromium's omnibox popup, a WebUI page in a renderer of its own: 416–463 ms
 * of CPU in the first second or so of the window, on the same two cores as the page a benchmark measures
 * (traced 2026-12-07; none when the page was opened 2 s after its window). A person's window has long
 * loaded it by the time they open a link in it.
 */
export const NEW_WINDOW_SETTLE_MS = 2_500;

/** A page in a new window of its own (empty storage), once Chromium's own UI for that window has loaded. */
export async function settledNewPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const page = await browser.newPage(options);
  await page.waitForTimeout(NEW_WINDOW_SETTLE_MS);
  return page;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS],
  });
}
