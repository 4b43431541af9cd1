// `npm run test:e2e`: end-to-end tests in Debian's Chromium against the production build (dist/), served on
// a free port of our own: on a shared machine someone else may hold 4173, and we must never test their app.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';
import { freePort } from './free-port.mjs';

const chromium = ensureChromium();
if (!existsSync('dist/index.html')) spawnSync('node_modules/.bin/vite', ['build'], { stdio: 'inherit' });
const port = process.env.E2E_PORT || String(await freePort());
const result = spawnSync('node_modules/.bin/playwright', ['test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, E2E_PORT: port, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
});
process.exit(result.status ?? 1);
