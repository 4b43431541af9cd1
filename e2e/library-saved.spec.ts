// "Saved" means saved (issue 19, item 1): every input a person records — a terminal change, an editor save,
// an input waiting for the runtime's next boundary — is in the library before the page says so, and a reload
// brings it back. Two tabs on one session: e2e/two-tabs-keep-everything.spec.ts (an edit in the tab that does
// not save it is refused, issue 35); a crash right as "Saved" shows: e2e/saved-survives-crash.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import {
  fileText,
  openLesson,
  runInTerminal,
  saveState,
  sessionsDialog,
  shownTrace,
  stepOver,
  storedLibrary,
  terminalText,
} from './support/library';
import { saveInEditor } from './support/editor';
import { openPlayground } from './support/playground';
import { runToEnd, runToTheQuestion } from './support/session-file';
import { startTerminal } from './support/terminal';

const tree = (page: Page) => page.getByRole('navigation', { name: 'Workspace files' });

async function reloadPaused(page: Page) {
  await page.reload();
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true');
}

/** The Sessions panel says all is saved, and the header agrees. */
async function expectSaved(page: Page) {
  await expect(saveState(page)).toHaveAttribute('data-save', 'saved');
  const dialog = await sessionsDialog(page);
  await expect(dialog.getByTestId('library-save')).toHaveAttribute('data-save', 'saved');
  await expect(dialog).toContainText('All changes saved in this browser.');
  await dialog.getByRole('button', { name: 'Close' }).click();
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
});

test('a terminal change before the first step is kept: saved means in the library, and back after a reload', async ({
  page,
}) => {
  await page.goto('./?lesson=parallel-reads');
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true');
  await startTerminal(page);
  await runInTerminal(page, 'echo kept > t.txt', true);
  // Generous: under three browsers' load the record can take over the default 5 s.
  await expect.poll(() => terminalText(page), { timeout: 20_000 }).toContain('Changed and recorded: t.txt');
  await expectSaved(page);
  // Saved is a fact about storage, not about the screen: the entry holds the recorded change.
  const [entry] = await storedLibrary(page);
  expect(JSON.stringify((entry?.document as { inputs: unknown }).inputs)).toContain('kept\\n');

  await reloadPaused(page);
  await expect(tree(page).locator('[data-path="t.txt"]')).toBeVisible();
  await expect.poll(() => fileText(page, 't.txt'), { timeout: 20_000 }).toContain('kept');
});

test("the editor's save before the first step is kept after a reload", async ({ page }) => {
  await openPlayground(page);
  await openLesson(page, 'parallel-reads');
  await saveInEditor(page, 'src/config.ts', 'export const retries = 42;\n');
  await expect(page.getByRole('status').filter({ hasText: 'Recorded:' })).toBeVisible(); // not "Saved"
  await expectSaved(page);
  const before = await shownTrace(page);

  await reloadPaused(page);
  await expect.poll(async () => (await shownTrace(page)).events, { timeout: 20_000 }).toBe(before.events);
  // Replayed where it was made: in the file as soon as the run rests there, before anything is stepped.
  await expect.poll(() => fileText(page, 'src/config.ts')).toContain('retries = 42');
});

test('an input waiting for the next boundary is kept and lands where it would have', async ({ page }) => {
  const injectFault = async () => {
    await page.getByRole('tab', { name: 'Breakers' }).click();
    await page.getByRole('button', { name: 'Inject faults' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Armed:' })).toBeVisible();
  };
  await openPlayground(page);
  await openLesson(page, 'circuit-breaker');
  await stepOver(page, 2); // through step 1: the breakers are drawn from its schema on
  await injectFault();
  await expectSaved(page);
  const [saved] = await storedLibrary(page);
  expect(saved?.pending).toEqual([expect.objectContaining({ type: 'fault', count: 2 })]);
  const before = await shownTrace(page);

  // Reloaded before the fault was applied: it is still waiting, and lands at the same boundary.
  await reloadPaused(page);
  await expect.poll(async () => (await shownTrace(page)).events, { timeout: 20_000 }).toBe(before.events);
  await runToEnd(page);
  const reloaded = await shownTrace(page);

  // The reference: the same fault at the same point, run to the end with no reload.
  await openLesson(page, 'circuit-breaker');
  await stepOver(page, 2);
  await injectFault();
  await runToEnd(page);
  expect(await shownTrace(page)).toEqual(reloaded);
});

test('a terminal change made mid-turn (an ASK waiting) is kept, and applied after the answer', async ({
  page,
}) => {
  await openPlayground(page);
  const prompt = await runToTheQuestion(page);
  await runInTerminal(page, 'echo mid > m.txt', true);
  await expect.poll(() => terminalText(page)).toContain('applied at the runtime’s next step boundary: m.txt');
  await expectSaved(page);

  await page.reload();
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await prompt.getByRole('button', { name: 'Approve once' }).click();
  await runToEnd(page); // reopened, it is paused where it was: Run goes on
  await expect(tree(page).locator('[data-path="m.txt"]')).toBeVisible();
});

test('a Stop pressed while an ASK waits is kept: a reload reopens after the Stop, with the same hash', async ({
  page,
}) => {
  await openPlayground(page);
  const prompt = await runToTheQuestion(page);
  await page
    .getByRole('toolbar', { name: 'Drive the runtime' })
    .getByRole('button', { name: 'Stop', exact: true })
    .click();
  const status = page.getByTestId('runtime-status');
  await expect(status).toHaveAttribute('data-phase', 'finished');
  await expect(prompt).toBeHidden();
  await expectSaved(page);
  const [saved] = await storedLibrary(page);
  expect((saved?.document as { inputs: unknown }).inputs).toEqual([
    { type: 'permission-answer', callId: 'call_2_1', answer: 'stopped' },
  ]);
  const before = await shownTrace(page);

  await page.reload();
  await expect(status).toHaveAttribute('data-phase', 'finished', { timeout: 20_000 });
  await expect(saveState(page)).toHaveAttribute('data-save', 'saved');
  // Reopened after the Stop: the question is not asked again, and the trace is the one the Stop left.
  await expect(prompt).toBeHidden();
  expect(await shownTrace(page)).toEqual(before);
  await expect(status).not.toContainText('waiting for you');
});
