// `npm run test:e2e`: end-to-end tests in Debian's Chromium against a fresh production build (dist/), served on
// a free port of our own: on a shared machine someone else may hold 4173, and we must never test their app.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { ensureChromium } from './chromium.mjs';
import { freePort } from './free-port.mjs';

const chromium = ensureChromium();
/** Whether a source the build reads changed after dist/ was built (a merge or checkout since, say). */
function staleBuild() {
  const built = statSync('dist/index.html').mtimeMs;
  const newer = (path) =>
    statSync(path).isDirectory()
      ? readdirSync(path).some((name) => newer(`${path}/${name}`))
      : statSync(path).mtimeMs > built;
  return ['src', 'index.html', 'vite.config.ts', 'scripts/lesson-recordings'].some(
    (path) => existsSync(path) && newer(path),
  );
}

// Always test a fresh build (a stale dist/ would test yesterday's app), unless the caller just built it:
// E2E_SKIP_BUILD=1 over a dist/ older than the sources builds anyway (specs merged in, the app not rebuilt,
// fail for no reason in the app).
const skipBuild = process.env.E2E_SKIP_BUILD === '1' && existsSync('dist/index.html');
// A production build (`npm run build`) has no harness pages, which some specs drive.
const noHarness = () => !existsSync('dist/harness/vfs-harness.html');
if (skipBuild && staleBuild()) console.log('dist/ is older than the sources: building it again.');
else if (skipBuild && noHarness())
  console.log('dist/ is a production build without the harness pages: building it again.');
if (!skipBuild || staleBuild() || noHarness()) {
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
