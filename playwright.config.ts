import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './e2e/support/chromium-args';

// Debian's Chromium (Playwright cannot download browsers on these machines); scripts/e2e.mjs finds it and
// picks a free port. The flags keep Chromium off the closed network.
const port = Number(process.env.E2E_PORT ?? 4173);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  // An expectation waits 10 s, not Playwright's 5: CI runs three browsers on two cores at a load of ~15, where
  // a step with a shell call or a fresh visit's start took over 5 s (stop 48's failures). A passing wait ends
  // as soon as it holds, so this costs a passing test nothing.
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Three workers on CI's two cores: most of a browser test's time is waiting (a worker's answer, a frame, a
  // write to IndexedDB), so two left the cores idle part of the time; eight lesson-matrix rows took 81 s on
  // three against 95 s on two, back to back (docs/testing.md). Files stay in one worker each unless a file
  // says otherwise (the lesson matrix does: its rows are independent). E2E_WORKERS=1 runs them one at a time.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  // On CI one retry, so a test that fails once on a loaded two-core machine does not stop a landing; npm test
  // names every test that passed only on its retry ("flaky"), and docs/testing.md asks that it be fixed.
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'reports/playwright.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    screenshot: 'only-on-failure',
    // No service worker unless a spec tests ours (offline, app-update, content-security-policy say 'allow'):
    // registered once the page is idle, it precaches the whole app, ~20 MB in 263 requests, into every fresh
    // context. That was a third of a typical test's time under CI's load (the same 17 tests: 456 s of worker
    // time with it, 298 s without; docs/testing.md).
    serviceWorkers: 'block',
    trace: 'off',
    // The guide's "Run the next step" plays a step event by event (step-playback.ts) unless the system asks
    // for reduced motion: the suite asks, so every press settles at once as a person with that setting sees
    // it. The specs that test motion say 'no-preference' themselves (lessons-run, pipeline-view, -stream).
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `node_modules/.bin/vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    // Uncompressed: gzipping every file for every test's fresh context was CPU the tests need (vite.config.ts).
    env: { TOOLSCOPE_PREVIEW_UNCOMPRESSED: '1' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
