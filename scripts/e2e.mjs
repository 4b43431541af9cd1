// `npm run test:e2e`: end-to-end tests in Debian's Chromium against a fresh production build (dist/), served on
// a free port of our own: on a shared machine someone else may hold 4173, and we must never test their app.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';
import { freePort } from './free-port.mjs';

const chromium = ensureChromium();
// Always test a fresh build (a stale dist/ would test yesterday's app), unless the caller just built it.
if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync('dist/index.html')) {
  const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, TOOLSCOPE_HARNESS: '1' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const port = process.env.E2E_PORT || String(await freePort());
const result = spawnSync('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, E2E_PORT: port, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
process.exit(result.status ?? 1);
