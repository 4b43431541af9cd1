// Settings nobody can run, and a runtime that stops answering, in real Chromium: a link or file with an
// unknown or out-of-range setting is refused with its path and changes nothing; whatever a session did to
// the runtime worker, Stop and opening another session get a working runtime back; a blank session runs.
import { expect, test, type Page } from '@playwright/test';
import { deflateSync, strToU8 } from 'fflate';
import { lessonById } from '../src/session/lessons/lesson-catalog';
import { bytesToBase64url } from '../src/common/base64';
import { runToEnd } from './support/session-file';
import { openPlayground } from './support/playground';
import { storedLibrary } from './support/library';

// Built by hand, not with encodeShareFragment: Playwright's loader cannot take the schema's JSON import.
const lesson = lessonById('parallel-reads')!;
const withSettings = (settings: Record<string, unknown>) => ({ ...lesson.document, settings });
const fragmentOf = (document: object) =>
  `s=1.${bytesToBase64url(deflateSync(strToU8(JSON.stringify({ step: 1, session: document })), { level: 9 }))}`;

const HOSTILE: [string, Record<string, unknown>, string][] = [
  [
    'a word for a number',
    { engine: { maxConcurrency: 'x' } },
    '/settings/engine/maxConcurrency must be integer',
  ],
  [
    'an unknown permission mode',
    { engine: { permissions: { mode: 'bogus' } } },
    '/settings/engine/permissions/mode must be one of',
  ],
  [
    'a misspelt key',
    { engine: { maxCallPerTurn: 3 } },
    '/settings/engine has a property "maxCallPerTurn" that sessions do not allow (did you mean "maxCallsPerTurn"?)',
  ],
  [
    'a misspelt nested key',
    { engine: { breaker: { treshold: 2 } } },
    '/settings/engine/breaker has a property "treshold"',
  ],
  ['a pool of none', { engine: { maxConcurrency: 0 } }, '/settings/engine/maxConcurrency must be at least 1'],
  ['too many steps', { maxSteps: 1_000_000 }, '/settings/maxSteps must be at most 1000'],
];

const notice = (page: Page) => page.getByTestId('lessons-notice');
const controls = (page: Page) => page.getByRole('toolbar', { name: 'Drive the runtime' });
const status = (page: Page) => page.getByTestId('runtime-status');

async function openLesson(page: Page, lessonId: string) {
  await page.getByRole('button', { name: 'Lessons', exact: true }).click();
  await page.locator(`[data-lesson="${lessonId}"]`).getByRole('button', { name: 'Open' }).click();
  await expect(status(page)).toHaveAttribute('data-phase', 'running', { timeout: 20_000 });
  if (await notice(page).isVisible()) await notice(page).getByRole('button', { name: 'Close' }).click();
}

test('a link with settings nobody can run is refused with the path, and the next lesson runs', async ({
  page,
}) => {
  await openPlayground(page);
  const before = await storedLibrary(page);
  for (const [name, settings, reason] of HOSTILE) {
    await page.goto(`./?case=${encodeURIComponent(name)}#${fragmentOf(withSettings(settings))}`);
    const refused = notice(page);
    await expect(refused, name).toContainText('This link cannot be opened');
    await expect(refused, name).toContainText(reason);
    await expect(refused, name).toContainText('Nothing was changed.');
    expect(await storedLibrary(page), name).toEqual(before);
  }
  await notice(page).getByRole('button', { name: 'Close' }).click();
  await openLesson(page, 'parallel-reads');
  await runToEnd(page);
  await expect(status(page)).toContainText('final-answer');
});

test('a session file with a bad setting is refused with the path', async ({ page }) => {
  await openPlayground(page);
  await page.getByTestId('session-file-input').setInputFiles({
    name: 'bad.session.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(withSettings({ engine: { lockmode: 'seed' } }))),
  });
  await expect(notice(page)).toContainText('bad.session.json cannot be opened');
  await expect(notice(page)).toContainText('/settings/engine has a property “lockmode”');
  await expect(notice(page)).toContainText('did you mean “lockMode”?');
});

test('in the Chinese page, a refused session file says why in Chinese, naming the path exactly', async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem('toolscope.preferences', JSON.stringify({ state: { language: 'zh' }, version: 1 })),
  );
  await openPlayground(page);
  await page.getByTestId('session-file-input').setInputFiles({
    name: 'bad.session.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify(
        withSettings({ engine: { lockmode: 'seed', maxConcurrency: 'x' }, maxSteps: 1_000_000 }),
      ),
    ),
  });
  const refused = notice(page);
  await expect(refused).toContainText('无法打开 bad.session.json：');
  await expect(refused).toContainText(
    '/settings/engine 下不允许有属性“lockmode”（是不是想写“lockMode”？）。',
  );
  await expect(refused).toContainText('/settings/engine/maxConcurrency 应为整数。');
  await expect(refused).toContainText('/settings/maxSteps 不能大于 1000。');
  await expect(refused).toContainText('没有改动任何内容。');
  // Nothing of the English sentence is left: only the path, the keys and the file's name are Latin.
  const text = (await refused.innerText()).replace(/bad\.session\.json|\/[\w/]+|“\w+”/g, '');
  expect(text.match(/[A-Za-z]{2,}/g) ?? []).toEqual([]);
});

/**
 * Lets the test make the live runtime worker stop answering (as one caught in a loop does): messages to
 * the worker that is live when `__toolscopeSilenceRuntime()` is called are dropped from then on. A worker
 * started later (the watchdog's replacement) answers normally.
 */
async function silenceableRuntime(page: Page) {
  await page.addInitScript(() => {
    const RealWorker = window.Worker;
    const runtimes: Worker[] = [];
    const silenced = new WeakSet<Worker>();
    class WatchedWorker extends RealWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        if (options?.name === 'toolscope-runtime') runtimes.push(this);
      }
      override postMessage(message: unknown, transfer?: unknown): void {
        if (silenced.has(this)) return;
        super.postMessage(message, transfer as Transferable[]);
      }
    }
    window.Worker = WatchedWorker;
    (window as unknown as { __toolscopeSilenceRuntime: () => void }).__toolscopeSilenceRuntime = () => {
      const live = runtimes.at(-1);
      if (live) silenced.add(live);
    };
  });
}

const silence = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __toolscopeSilenceRuntime: () => void }).__toolscopeSilenceRuntime(),
  );

test('Stop gets a working runtime back from a worker that stopped answering', async ({ page }) => {
  await silenceableRuntime(page);
  await openPlayground(page);
  await openLesson(page, 'parallel-reads');
  await controls(page).getByRole('button', { name: 'Step over' }).click();
  await expect(status(page)).toHaveAttribute('data-paused', 'true');
  await silence(page);
  await controls(page).getByRole('button', { name: 'Step over' }).click(); // unanswered
  await controls(page).getByRole('button', { name: 'Stop' }).click();
  const failure = page.getByTestId('runtime-failure');
  await expect(failure).toHaveAttribute('data-stage', 'unresponsive', { timeout: 30_000 });
  await expect(failure).toContainText('The runtime stopped answering, so it was restarted.');
  await expect(status(page)).toHaveAttribute('data-phase', 'idle');
  // What was shown stays; then another session opens and runs to its end.
  await expect(page.locator('.message-user').first()).toBeVisible();
  await openLesson(page, 'registration');
  await expect(failure).toBeHidden();
  await runToEnd(page);
  await expect(status(page)).toContainText('final-answer');
});

test('opening another session gets a working runtime back without Stop', async ({ page }) => {
  await silenceableRuntime(page);
  await openPlayground(page);
  await openLesson(page, 'parallel-reads');
  await silence(page);
  await openLesson(page, 'registration');
  // Until the watchdog has replaced the silent worker, Run goes to it and is lost: press it until it runs.
  const run = controls(page).getByRole('button', { name: 'Run', exact: true });
  await expect(async () => {
    if ((await status(page).getAttribute('data-phase')) === 'finished') return;
    if (await run.isEnabled()) await run.click();
    await expect(status(page)).toHaveAttribute('data-phase', 'finished', { timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await expect(status(page)).toContainText('final-answer');
  await expect(page.getByTestId('runtime-failure')).toBeHidden();
});

test('a new blank session runs to a final answer through its tools', async ({ page }) => {
  await openPlayground(page);
  await page.getByRole('button', { name: 'Sessions', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Your sessions' });
  await dialog.getByRole('button', { name: 'New blank session' }).click();
  await expect(dialog).toBeHidden();
  await expect(status(page)).toHaveAttribute('data-paused', 'true');
  await runToEnd(page);
  await expect(status(page)).toContainText('final-answer');
  await expect(page.getByText('greet("Ada") returns "Hello, Ada!"').first()).toBeVisible();
  await expect(page.getByText('Describe the task here.')).toHaveCount(0);
});
