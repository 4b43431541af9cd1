// Screenshots of the playground with a lesson open at a mid step, in English and Chinese, at 853 × 480 ×1.5
// (a 1280 × 720 window at 150 % zoom), 1024 × 768, and 1440 × 900 at 200 % and 100 % text (the last with a
// file open in the editor: the three columns, decision 0830), the inspector on a chosen tab. It serves the
// built dist/ on a free port and writes PNGs to the folder given.
//
//   npm run build && node_modules/.bin/tsx scripts/lesson-screenshots.mjs [lesson] [steps] [tab] [folder]
//
// Defaults: issue 33's shots (circuit-breaker at step 2, docs/screenshots/issue-33). Issue 40's:
// `mcp-tools 2 schema docs/screenshots/issue-40`. (tsx: it shares the e2e suite's Chromium flags, a TypeScript
// module.) Not a test: it asserts nothing; e2e/compact-layout.spec.ts checks the same sizes region by region.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../e2e/support/chromium-args.ts';
import { en } from '../src/ui/i18n/en.ts';
import { zh } from '../src/ui/i18n/zh.ts';
import { findChromium } from './chromium.mjs';
import { freePort } from './free-port.mjs';

const [LESSON = 'circuit-breaker', STEPS_ARG = '2', TAB = '', OUT = 'docs/screenshots/issue-33'] =
  process.argv.slice(2);
/** Guide clicks before the shot (circuit-breaker: step 2 of 4, its Grep failing, the breaker counting). */
const STEPS = Number(STEPS_ARG);
const SHOTS = [
  { name: '853x480-zoom150', viewport: { width: 853, height: 480 }, deviceScaleFactor: 1.5, textScale: '1' },
  { name: '1024x768', viewport: { width: 1024, height: 768 }, deviceScaleFactor: 1, textScale: '1' },
  { name: '1440x900-text200', viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, textScale: '2' },
  {
    name: '1440x900-text100',
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
    textScale: '1',
    openFile: true,
  },
];
const WORDS = { en, zh };

if (!existsSync('dist/index.html')) {
  console.error('No dist/: run `npm run build` first.');
  process.exit(2);
}
mkdirSync(OUT, { recursive: true });

const port = await freePort();
const server = spawn(
  'node_modules/.bin/vite',
  ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
  { stdio: 'ignore', detached: true },
);
const origin = `http://127.0.0.1:${port}`;
const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS] });
try {
  await untilServed(origin);
  for (const shot of SHOTS) {
    for (const language of ['en', 'zh']) {
      const context = await browser.newContext({
        viewport: shot.viewport,
        deviceScaleFactor: shot.deviceScaleFactor,
      });
      const page = await context.newPage();
      await page.goto(`${origin}/?lesson=${LESSON}&lang=${language}`);
      // Attached, not visible: in the compact layout the conversation (where it is drawn) may be off the stage.
      const paused = page.locator('[data-testid="runtime-status"][data-paused="true"]');
      await paused.waitFor({ state: 'attached', timeout: 60_000 });
      await page.locator('select[aria-keyshortcuts="+ -"]').selectOption(shot.textScale);
      const guide = page.locator(`aside[data-lesson="${LESSON}"]`);
      const next = guide.getByRole('button', { name: WORDS[language].lessonsUi.nextStep, exact: true });
      for (let step = 1; step <= STEPS; step += 1) {
        await next.click();
        await guide.locator(`[data-testid="lesson-step"][data-step="${step}"]`).waitFor({ timeout: 60_000 });
        await paused.waitFor({ state: 'attached', timeout: 60_000 });
      }
      // The inspector's tab, where the layout shows it (the compact layout may keep it off the stage).
      const tab = page.locator(`#tab-${TAB}`);
      if (TAB && (await tab.isVisible())) await tab.click();
      if (shot.openFile) {
        await page.locator('.file-tree .file-item').first().click();
        await page.locator('.monaco-editor .view-line').first().waitFor({ timeout: 60_000 });
      }
      // Fonts and the diagram's last frame.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.waitForTimeout(500);
      const path = `${OUT}/playground-${shot.name}-${language}.png`;
      await page.screenshot({ path });
      console.log(`${path}: ${Math.round(statSync(path).size / 1024)} KB`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  if (server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
}

async function untilServed(url) {
  for (let i = 0; i < 150; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('vite preview did not start');
}
