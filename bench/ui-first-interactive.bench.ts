// ui.first-interactive-ms: from navigation to the first lesson's first step clickable (the session loaded and
// paused, "Step over" enabled), in Debian's Chromium with the CPU throttled 4× (CDP
// Emulation.setCPUThrottlingRate), a cold cache and no service worker: the median of 5 loads. Beside it, the
// same figure for commit 7c82b45 (before issue 14) built and measured by this same script, and their ratio
// (ui.first-interactive-ratio = this / 7c82b45). No target: the machine is shared; it is the figure to watch.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from '@playwright/test';
import { median, report } from './bench-kit';
import { launchChromium, serveDist } from './first-load-kit';

const BASELINE = '7c82b45';
const FIRST_LESSON = 'registration';
const RUNS = 5;
const COMMAND = 'npm run bench -- ui-first-interactive';

/** The baseline's own sources and vite config, built with this checkout's node_modules (same dependencies). */
function buildBaseline(): string {
  const dir = join(tmpdir(), `toolscope-bench-${BASELINE}`);
  if (!existsSync(join(dir, 'dist', 'index.html'))) {
    mkdirSync(dir, { recursive: true });
    execSync(`git archive ${BASELINE} | tar -x -C ${dir}`, { stdio: 'inherit' });
    if (!existsSync(join(dir, 'node_modules')))
      symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
    execSync('node_modules/.bin/vite build --logLevel error', { cwd: dir, stdio: 'inherit' });
  }
  return join(dir, 'dist');
}

async function firstInteractiveMs(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1600, height: 1000 },
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(url, { waitUntil: 'commit' });
    // performance.now() counts from the navigation's start: the moment the step became clickable.
    const handle = await page.waitForFunction(
      () => {
        const paused = document.querySelector('[data-testid="runtime-status"]')?.getAttribute('data-paused');
        const step = [...document.querySelectorAll<HTMLButtonElement>('.runtime-controls button')].find(
          (button) => button.textContent?.trim() === 'Step over',
        );
        return paused === 'true' && step && !step.disabled ? performance.now() : false;
      },
      undefined,
      { polling: 50, timeout: 120_000 },
    );
    return (await handle.jsonValue()) as number;
  } finally {
    await context.close();
  }
}

async function measure(browser: Browser, root: string): Promise<number> {
  const server = await serveDist(root);
  try {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++)
      times.push(await firstInteractiveMs(browser, `${server.url}?lesson=${FIRST_LESSON}`));
    console.log(`${root}: ${times.map((t) => Math.round(t)).join(', ')} ms`);
    return median(times);
  } finally {
    await server.close();
  }
}

execSync('node_modules/.bin/vite build --logLevel warn', { stdio: 'inherit' });
const baselineDist = buildBaseline();
const browser = await launchChromium();
try {
  const now = await measure(browser, 'dist');
  const before = await measure(browser, baselineDist);
  report({ name: 'ui.first-interactive-ms', value: now, unit: 'ms', command: COMMAND });
  report({ name: `ui.first-interactive-ms@${BASELINE}`, value: before, unit: 'ms', command: COMMAND });
  report({ name: 'ui.first-interactive-ratio', value: now / before, unit: 'x', command: COMMAND });
} finally {
  await browser.close();
}
