// Issue 36, item 1: a live endpoint that sends more than any real model does, against the built app in
// Chromium. Each figure is the longest main-thread task from pressing Run until the run has finished and
// the page has been quiet for a while: wall time as the PerformanceObserver reports long tasks (0: none
// over 50 ms) and, beside it, the CPU time of the longest task from Chromium's trace (main-thread-tasks.ts;
// on this shared machine a task's wall time includes waiting for a core). The 1-minute load average when
// each case ran is reported beside it. The target is no task over 50 ms.
//   response-limits.calls-10000-longest-task-ms   10,000 calls in one turn (refused at 1,000)
//   response-limits.calls-1000-longest-task-ms    1,000 calls (accepted: 64 run, the rest over the cap)
//   response-limits.argument-50mb-longest-task-ms one 50 MB argument (refused at 1 MB)
// RESPONSE_LIMITS_CASES=calls-10000,calls-1000,argument-50mb (a comma list) runs only those cases.
import { loadavg } from 'node:os';
import type { Page } from '@playwright/test';
import type { HostileReply } from '../src/llm/testing/hostile-replies';
import { startOpenAICompatibleServer } from '../src/llm/testing/openai-compatible-server';
import { scriptedSpec } from '../src/runtime/testing/spec-builders';
import { documentOf } from '../src/session/session-document';
import { report } from './bench-kit';
import { buildApp, launchChromium, serveApp } from './browser-kit';
import { forgetLongTasks, longTasksSoFar, OBSERVE_LONG_TASKS } from './long-tasks';
import { traceMainThread } from './main-thread-tasks';

const COMMAND = 'npm run bench -- response-limits';
const QUIET_MS = 2_000;

const ALL_CASES: Readonly<Record<string, HostileReply>> = {
  'calls-10000': { type: 'many-calls', calls: 10_000 },
  'calls-1000': { type: 'many-calls', calls: 1_000 },
  'argument-50mb': { type: 'huge-argument', bytes: 50_000_000 },
};
const CASES = (process.env.RESPONSE_LIMITS_CASES ?? Object.keys(ALL_CASES).join(',')).split(',');

/** The Model provider panel set to the local server, as a person does it (e2e/support/provider-panel.ts). */
async function useEndpoint(page: Page, baseURL: string): Promise<void> {
  const panel = page.getByRole('region', { name: 'Model provider' });
  await panel.getByText('Model provider').click();
  await panel.getByRole('radio', { name: 'OpenAI-compatible' }).check();
  await panel.getByRole('textbox', { name: 'Base URL' }).fill(baseURL);
  await panel.getByRole('textbox', { name: 'Model' }).fill('hostile-model');
  await panel.getByLabel('API key').fill('sk-response-limits-bench');
  await panel.getByRole('button', { name: 'Apply (fork at the viewed step)' }).click();
  await panel.getByRole('status').waitFor();
}

if (process.env.BENCH_SKIP_BUILD !== '1') buildApp();
const { origin, stop } = await serveApp();
const browser = await launchChromium();
try {
  for (const name of CASES) {
    // A server per case: a refused case leaves its follow-up answer queued, which the next case would get.
    const server = await startOpenAICompatibleServer();
    const reply = ALL_CASES[name];
    if (!reply) throw new Error(`no case ${name}`);
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
    await page.addInitScript(OBSERVE_LONG_TASKS);
    await page.goto(`${origin}/`);
    await page.locator('[data-worker="runtime"][data-state="ready"]').waitFor();
    const spec = scriptedSpec([], { messages: ['Read everything.'], tools: ['Read', 'Write'] });
    await page.getByTestId('session-file-input').setInputFiles({
      name: `${name}.session.json`,
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(documentOf(spec, name))),
    });
    await page.locator('[data-testid="runtime-status"][data-phase="running"]').waitFor({ timeout: 60_000 });
    await useEndpoint(page, server.baseURL);
    await page.waitForTimeout(QUIET_MS);
    server.enqueue(reply, { type: 'answer', answer: { content: 'Done.' } });
    let tasks: number[] = [];
    const load = loadavg()[0]!;
    const traced = await traceMainThread(browser, page, async () => {
      await forgetLongTasks(page);
      // Clicked from inside the page: Playwright's own locator work would run on the page's thread too.
      await page.evaluate(() =>
        [...document.querySelectorAll<HTMLButtonElement>('[aria-label="Drive the runtime"] button')]
          .find((b) => b.textContent?.trim() === 'Run')!
          .click(),
      );
      await page
        .locator('[data-testid="runtime-status"][data-phase="finished"]')
        .waitFor({ timeout: 180_000 });
      await page.waitForTimeout(QUIET_MS);
      tasks = (await longTasksSoFar(page)).map(([, ms]) => ms);
    });
    const error = await page
      .getByTestId('provider-error')
      .getAttribute('data-kind')
      .catch(() => null);
    const long = tasks.length ? tasks.map((d) => Math.round(d)).join(', ') : 'none';
    console.log(
      `  ${name}: long tasks ${long} ms; longest task's CPU time ${traced.longestCpuMs} ms; load ${load.toFixed(2)}; ended ${error ?? 'without a model error'}`,
    );
    report({
      name: `response-limits.${name}-longest-task-ms`,
      value: Math.max(0, ...tasks),
      unit: 'ms',
      command: COMMAND,
    });
    report({
      name: `response-limits.${name}-longest-task-cpu-ms`,
      value: traced.longestCpuMs,
      unit: 'ms',
      command: COMMAND,
    });
    report({ name: `response-limits.${name}-load-1m`, value: load, unit: 'x', command: COMMAND });
    await page.close();
    await server.close();
  }
} finally {
  await browser.close();
  stop();
}
