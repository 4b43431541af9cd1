// What the Chromium benchmarks share: the production build served by `vite preview` on a free port (the
// machine is shared: never assume one), and Debian's Chromium launched through Playwright with the flags that
// keep it off the closed network (as playwright.config.ts does).
import { execSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { chromium, type Browser } from '@playwright/test';
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

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS],
  });
}
