// One lesson stepped through with its guide: predict, step, reveal; the guess kept across a reload before and
// after its step; and the learner's progress as the gallery shows it, cleared there after a confirm and
// brought back by an exported file. That every lesson runs to its pinned trace hash in Chromium, live and in
// the embed, is the lesson matrix's (lesson-matrix.spec.ts).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { openLesson } from './support/library';
import { chooseChinese, openPlayground } from './support/playground';
import { reloadWhenSaved } from './support/resume';

test('the lesson guide asks before a step, reveals the answer read from the trace, and keeps the guess across reloads', async ({
  page,
}) => {
  await page.goto('./');
  await page.getByRole('button', { name: 'Lessons', exact: true }).click();
  await page.locator('[data-lesson="parallel-reads"]').getByRole('button', { name: 'Open' }).click();
  const guide = page.locator('aside[data-lesson="parallel-reads"]');
  await expect(guide).toContainText('Parallel reads, serial writes');
  const partition = guide.locator('[data-checkpoint="partition"]');
  await expect(partition).toHaveAttribute('data-state', 'not-yet');
  const guess = '[Read Read]∥ → [Edit] → [Grep]∥';
  await partition.getByText(guess).click();
  // The guess survives a reload before its step has run: the same choice is still picked.
  await reloadWhenSaved(page);
  await expect(partition.getByRole('radio', { name: guess })).toBeChecked();
  // One click runs step 1 whole.
  await guide.getByRole('button', { name: 'Run the next step' }).click();
  await expect(partition).toHaveAttribute('data-state', 'revealed', { timeout: 15_000 });
  await expect(partition.getByTestId('checkpoint-answer')).toHaveText(guess);
  await expect(partition).toContainText('right');
  // And after it: revealed, scored right, the guess named.
  await reloadWhenSaved(page);
  await expect(partition).toHaveAttribute('data-state', 'revealed', { timeout: 15_000 });
  await expect(partition).toContainText('right');
  await expect(partition).toContainText(`Your guess: ${guess}`);

  await chooseChinese(page);
  await expect(guide).toContainText('读并行，写串行');
});

test('the gallery marks a finished lesson with its score, Clear progress forgets it after a confirm, and an exported file brings the guesses back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openPlayground(page);
  await openLesson(page, 'registration');
  const guide = page.locator('aside[data-lesson="registration"]');
  const parameters = guide.locator('[data-checkpoint="function-parameters"]');
  const partition = guide.locator('[data-checkpoint="partition"]');
  // Lesson 1's recording reads `input` and `[Weather]∥ → [lookup_order]`: one guess right, one wrong.
  await parameters.getByRole('radio', { name: 'input', exact: true }).check();
  await partition.getByRole('radio', { name: '[Weather] → [lookup_order]', exact: true }).check();
  await guide.getByRole('button', { name: 'Run the next step' }).click();
  await expect(parameters).toHaveAttribute('data-state', 'revealed', { timeout: 30_000 });
  await expect(partition).toHaveAttribute('data-state', 'revealed');

  // Both checkpoints revealed: the gallery says finished, one of two right.
  const lessons = page.getByRole('button', { name: 'Lessons', exact: true });
  const gallery = page.getByRole('dialog', { name: 'Lessons' });
  const card = gallery.locator('li.lesson-card[data-lesson="registration"]');
  await lessons.click();
  await expect(card).toHaveAttribute('data-progress', 'finished');
  await expect(card.getByTestId('lesson-progress')).toHaveText('Finished · 1 of 2 right');
  await page.keyboard.press('Escape');
  await expect(gallery).toHaveCount(0);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  const file = join(await mkdtemp(join(tmpdir(), 'lesson-progress-')), download.suggestedFilename());
  await download.saveAs(file);

  // Clear progress asks first; focus waits on Cancel, and the keyboard alone confirms.
  await lessons.click();
  await gallery.getByRole('button', { name: 'Clear progress…', exact: true }).click();
  const confirm = gallery.getByRole('alertdialog');
  await expect(confirm).toContainText('Forget your guesses and scores in every lesson');
  await expect(confirm.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(confirm.getByRole('button', { name: 'Clear progress', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(gallery.getByText('Progress cleared: no lesson remembers a guess now.')).toBeFocused();
  await expect(card).toHaveAttribute('data-progress', 'new');
  await expect(card.getByTestId('lesson-progress')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(gallery).toHaveCount(0);
  // The guide on screen still shows the answers (they are read from the trace), but no guess any more.
  await expect(parameters).toContainText('Your guess: no guess');
  await expect(partition).toContainText('Your guess: no guess');

  // The exported file, opened: paused where it was exported, each guess back with its verdict.
  await page.getByTestId('session-file-input').setInputFiles(file);
  const notice = page.getByTestId('lessons-notice');
  await expect(notice).toContainText('Opened “Lesson 1');
  await notice.getByRole('button', { name: 'Close' }).click();
  await expect(parameters).toHaveAttribute('data-state', 'revealed', { timeout: 30_000 });
  await expect(parameters).toContainText('Your guess: input');
  await expect(parameters.locator('.checkpoint-right')).toHaveText('right');
  await expect(partition).toContainText('Your guess: [Weather] → [lookup_order]');
  await expect(partition.locator('.checkpoint-wrong')).toHaveText('not this time');
  await lessons.click();
  await expect(card.getByTestId('lesson-progress')).toHaveText('Finished · 1 of 2 right');
});

test.describe('the guide’s button plays the step it runs', () => {
  test.use({ viewport: { width: 1440, height: 900 }, contextOptions: { reducedMotion: 'no-preference' } });

  test('lesson 1: in view without scrolling, a stage lit before the next at the default pace; Escape skips', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openPlayground(page);
    await openLesson(page, 'registration');
    const guide = page.locator('aside[data-lesson="registration"]');
    const next = guide.getByRole('button', { name: 'Run the next step', exact: true });
    const skip = guide.getByRole('button', { name: 'Skip', exact: true });
    await expect(next).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.scrollingElement!.scrollTop)).toBe(0);

    // Every stage the diagram lights, with when, as the page draws it.
    await page.evaluate(() => {
      const figure = document.querySelector('figure.pipeline')!;
      const lit: { stage: string; at: number }[] = [];
      (window as unknown as { lit: typeof lit }).lit = lit;
      new MutationObserver(() => {
        const stage = figure.getAttribute('data-active-stage');
        if (stage && stage !== lit.at(-1)?.stage) lit.push({ stage, at: performance.now() });
      }).observe(figure, { attributes: true, attributeFilter: ['data-active-stage'] });
    });
    await next.click();
    await expect(skip).toBeVisible();
    await expect(guide.getByTestId('lesson-step')).toHaveAttribute('data-step', '1', { timeout: 30_000 });
    await expect(skip).toHaveCount(0);
    const lit = await page.evaluate(
      () => (window as unknown as { lit: { stage: string; at: number }[] }).lit,
    );
    const stages = lit.map((entry) => entry.stage);
    // The call went through the model's side and the gates one stage after another, never all at once.
    for (const stage of ['request', 'permission', 'history']) expect(stages).toContain(stage);
    const when = (stage: string) => lit.find((entry) => entry.stage === stage)!.at;
    expect(when('permission') - when('request')).toBeGreaterThan(300);
    expect(when('history') - when('permission')).toBeGreaterThan(300);
    // The step's end is where the cursor rests: the live end.
    const live = page
      .getByRole('toolbar', { name: 'Review the trace' })
      .getByRole('button', { name: 'Live' });
    await expect(live).toBeDisabled();

    // The second step from the keyboard: Enter plays it (the focus stays on the button while it plays),
    // Escape skips to its end at once.
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(skip).toBeVisible();
    await expect(next).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(skip).toHaveCount(0);
    await expect(guide.getByTestId('lesson-step')).toHaveAttribute('data-step', '2', { timeout: 30_000 });
    // Lesson 1 has two steps: the guide is done.
    await expect(next).toBeDisabled();
  });
});

test('lesson 5: the learner answers the ASK live; an answer other than the recording’s forks the run, and the guide says so', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openPlayground(page);
  await openLesson(page, 'permissions');
  const guide = page.locator('aside[data-lesson="permissions"]');
  const askLive = guide.getByRole('checkbox', { name: 'Answer the permission questions yourself' });
  await expect(askLive).not.toBeChecked();
  // Its state is the session's: the click reopens the lesson from its start, asking.
  await askLive.click();
  await expect(askLive).toBeChecked();
  await expect(guide.getByTestId('lesson-step')).toHaveAttribute('data-step', '0');
  const prompt = page.getByRole('alertdialog', { name: /asks for permission/ });
  const next = guide.getByRole('button', { name: 'Run the next step', exact: true });
  const status = page.getByTestId('runtime-status');
  const shownStep = guide.getByTestId('lesson-step');
  // One press settles when the step it ran is on screen and paused, or the gate asks, or the run ends. A stale
  // `data-paused="true"` from before the press must not count as settled: the next press would then race the
  // question, and a press on the button the pending question disables waits out the test's timeout.
  const pressAndSettle = async () => {
    const before = await shownStep.getAttribute('data-step');
    await next.click();
    await expect
      .poll(
        async () =>
          (await prompt.isVisible()) ||
          (await status.getAttribute('data-phase')) === 'finished' ||
          ((await shownStep.getAttribute('data-step')) !== before &&
            (await status.getAttribute('data-paused')) === 'true'),
        { timeout: 30_000 },
      )
      .toBe(true);
  };
  for (let presses = 0; !(await prompt.isVisible()); presses += 1) {
    expect(presses, 'presses before the question').toBeLessThan(6);
    await pressAndSettle();
  }
  await prompt.getByRole('button', { name: 'Deny', exact: true }).click();
  await expect(prompt).toHaveCount(0);
  const said = guide.getByTestId('ask-live-answer');
  await expect(said).toHaveAttribute('data-forked', 'true');
  await expect(said).toContainText('You answered “Deny” for call_2_1; the recording answered “Approve once”');
  // The run goes on, its own way, to its end with the guide's button.
  for (let presses = 0; (await status.getAttribute('data-phase')) !== 'finished'; presses += 1) {
    expect(presses, 'presses to the end').toBeLessThan(10);
    await pressAndSettle();
  }
  await expect(said).toBeVisible();
});
