// `?embed=1`: the compact player renders the conversation and one inspector, opens at `&step=N`, and steps.
// A built-in lesson plays from its build-time recording (issue 14): the reader downloads no runtime worker,
// tokenizer, editor, terminal or shell worker; a change made in a panel brings the runtime, behind a
// placeholder, and a runtime that cannot load says so in place with a retry that works.
import { expect, test } from '@playwright/test';
import { HEAVY, heavyFetched, recordRequests } from './support/requests';

test('the embed player opens a lesson at a step and steps through it', async ({ page }) => {
  await page.goto('./?embed=1&lesson=circuit-breaker&step=1&tab=breakers');
  const player = page.getByTestId('embed-player');
  await expect(player).toBeVisible();
  await expect(player.getByRole('heading', { level: 1 })).toHaveText(/The circuit breaker/, {
    timeout: 20_000,
  });
  // No playground chrome: no header controls, no workspace region.
  await expect(page.getByRole('region', { name: 'Workspace' })).toHaveCount(0);
  // The whole session has run and the cursor rests at the end of step 1 (of 4).
  await expect(page.getByTestId('step-counter')).toContainText('Step 1 / 4', { timeout: 20_000 });
  const hashAtStep1 = await page.getByTestId('embed-trace-hash').textContent();
  await expect(player.getByRole('region', { name: 'inspector' })).toBeVisible();

  // One step forward on the playhead changes the trace as of the cursor, hence its hash.
  await page
    .getByRole('toolbar', { name: 'Review the trace' })
    .getByRole('button', { name: /Next step/ })
    .click();
  await expect(page.getByTestId('embed-trace-hash')).not.toHaveText(hashAtStep1 ?? '');
  await expect(player.getByRole('link', { name: 'Open in ToolScope' })).toHaveAttribute(
    'href',
    /lesson=circuit-breaker/,
  );
});

test('a lesson embed plays its recording to the end with token counts, fetching nothing of the runtime', async ({
  page,
}) => {
  const urls = recordRequests(page);
  await page.goto('./?embed=1&lesson=whole-task&step=1&tab=history');
  const player = page.getByTestId('embed-player');
  await expect(player.getByRole('heading', { level: 1 })).toHaveText(/A whole task/, { timeout: 20_000 });
  const counter = page.getByTestId('step-counter');
  await expect(counter).toContainText('Step 1 / ');
  const lastStep = Number(/Step 1 \/ (\d+)/.exec((await counter.textContent()) ?? '')?.[1]);
  expect(lastStep).toBeGreaterThan(2);
  // Exact counts from the recording, at once (the tokenizer never loads here).
  const summary = page.getByTestId('history-summary');
  await expect(summary).toHaveText(/^\d+ messages? · \d+ tokens/);

  // Step by step to the end of the lesson: every step shows its own trace and its own history.
  const next = page
    .getByRole('toolbar', { name: 'Review the trace' })
    .getByRole('button', { name: /Next step/ });
  const hashes = new Set<string>();
  for (let step = 1; step < lastStep; step += 1) {
    hashes.add((await page.getByTestId('embed-trace-hash').textContent()) ?? '');
    await next.click();
    await expect(counter).toContainText(`Step ${step + 1} / ${lastStep}`);
    await expect(summary).toHaveText(/^\d+ messages? · \d+ tokens/);
  }
  // The last step's end: the final answer is in the conversation, and there is nothing further.
  await next.click();
  await expect(next).toBeDisabled();
  await player.getByRole('group', { name: 'Views' }).getByRole('button', { name: 'Conversation' }).click();
  await expect(player.getByRole('region', { name: 'conversation' })).toContainText('Fixed:');
  hashes.add((await page.getByTestId('embed-trace-hash').textContent()) ?? '');
  expect(hashes.size).toBe(lastStep);

  await page.waitForLoadState('networkidle');
  expect(urls.some((url) => /\/lesson-recording-whole-task-[^/]*\.js$/.test(url))).toBe(true);
  expect(heavyFetched(urls)).toEqual([]);
});

test('a change in the embed brings the runtime; one that cannot load says so, and its retry works', async ({
  page,
  context,
}) => {
  const urls = recordRequests(page);
  await page.goto('./?embed=1&lesson=circuit-breaker&tab=breakers');
  const player = page.getByTestId('embed-player');
  await expect(page.getByTestId('step-counter')).toContainText('Step 4 / 4', { timeout: 20_000 });
  const hashAtEnd = await page.getByTestId('embed-trace-hash').textContent();
  await page.waitForLoadState('networkidle');
  expect(heavyFetched(urls)).toEqual([]);

  // Arming a fault is a recorded input: it needs the runtime, which cannot load with the network cut.
  await context.setOffline(true);
  await player.getByRole('button', { name: 'Inject faults' }).click();
  const failed = page.locator('[data-lazy-part="runtime"][data-lazy-state="failed"]');
  await expect(failed).toContainText('The runtime could not load', { timeout: 20_000 });
  // Nothing else broke: the recording still plays.
  await expect(page.getByTestId('embed-trace-hash')).toHaveText(hashAtEnd ?? '');
  await page
    .getByRole('toolbar', { name: 'Review the trace' })
    .getByRole('button', { name: /Previous step/ })
    .click();
  // From the run's end, one step back: step 3's end (issue 33: step buttons land on step ends).
  await expect(page.getByTestId('step-counter')).toContainText('Step 3 / 4');
  await expect(page.getByTestId('embed-trace-hash')).not.toHaveText(hashAtEnd ?? '');

  await context.setOffline(false);
  await failed.getByRole('button', { name: 'Try again' }).click();
  // The runtime replays the same trace and takes the fault that waited for it; the cursor stayed.
  await expect(player.getByRole('status').filter({ hasText: 'Armed: the next' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('step-counter')).toContainText('Step 3 / 4');
  await page.getByRole('toolbar', { name: 'Review the trace' }).getByRole('button', { name: /Live/ }).click();
  await expect(page.getByTestId('embed-trace-hash')).toHaveText(hashAtEnd ?? '');
  expect(urls.some((url) => HEAVY.runtimeWorker.test(url))).toBe(true);
});

test('an embed with nothing to play says how to use it', async ({ page }) => {
  await page.goto('./?embed=1');
  await expect(page.getByTestId('embed-player')).toContainText('&lesson=<id>');
});
