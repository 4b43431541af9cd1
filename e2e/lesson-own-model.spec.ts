// Lesson 13, "bring your own model", done as its guide says: the recorded half offline, then back to step 1,
// the Model provider set to an OpenAI-compatible endpoint (our local test server, through the real `openai`
// SDK in Chromium), the same task run live, and the note's "Compare with the recording…" opening the compare
// view with the lesson's recording on the left and the live run on the right. The live model reads one file
// per step where the recording read two at once, so the runs part at step 1's response, as the note says.
import { expect, test, type Page } from '@playwright/test';
import {
  startOpenAICompatibleServer,
  type OpenAICompatibleServer,
} from '../src/llm/testing/openai-compatible-server';
import { openLesson, saveState } from './support/library';
import { watchPage } from './support/page-guards';
import { applyOpenAICompatibleEndpoint } from './support/provider-panel';
import { openPlayground } from './support/playground';

const LESSON = 'your-own-model';
const KEY = 'sk-local-own-model';

let server: OpenAICompatibleServer;
test.beforeEach(async ({ page }) => {
  server = await startOpenAICompatibleServer();
  await page.setViewportSize({ width: 1600, height: 1000 });
});
test.afterEach(async () => {
  await server.close();
});

const guide = (page: Page) => page.locator(`aside[data-lesson="${LESSON}"]`);
const nextStep = (page: Page) => guide(page).getByRole('button', { name: 'Run the next step' });
const counter = (page: Page) => page.getByTestId('step-counter');

/** The lesson opened in the playground, with the page watched for console errors from then on. */
async function openTheLesson(page: Page, baseURL: string) {
  const problems = watchPage(page, new URL(baseURL).origin);
  await openPlayground(page);
  await openLesson(page, LESSON);
  return problems;
}

function useTheLocalEndpoint(page: Page) {
  return applyOpenAICompatibleEndpoint(page, { baseURL: server.baseURL, key: KEY });
}

test('the recording offline, the same task on a live endpoint, and the comparison of the two', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const problems = await openTheLesson(page, baseURL!);

  // The recorded half: two clicks, two steps, nothing asked of any endpoint.
  await nextStep(page).click();
  await expect(page.getByTestId('lesson-step')).toHaveAttribute('data-step', '1', { timeout: 30_000 });
  await nextStep(page).click();
  await expect(guide(page)).toContainText('Lesson complete', { timeout: 30_000 });
  await expect(guide(page)).toContainText('press Previous step until the counter reads Step 1');
  expect(server.requests).toHaveLength(0);

  // The live half, as the last note says: back to step 1, then the endpoint from there (nothing recorded kept).
  const review = page.getByRole('toolbar', { name: 'Review the trace' });
  for (let i = 0; i < 4 && !(await counter(page).textContent())?.startsWith('Step 1 /'); i += 1) {
    await review.getByRole('button', { name: 'Previous step' }).click();
  }
  await expect(counter(page)).toContainText('Step 1 /');
  server.enqueue(
    {
      type: 'answer',
      answer: { toolCalls: [{ id: 'call_a', name: 'Read', arguments: '{"path":"server/config.json"}' }] },
    },
    { type: 'answer', answer: { content: 'Port 8080, from server/config.json.' } },
  );
  await useTheLocalEndpoint(page);
  await nextStep(page).click();
  await expect(page.getByTestId('lesson-step')).toHaveAttribute('data-step', '1', { timeout: 30_000 });
  await nextStep(page).click();
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'finished', {
    timeout: 30_000,
  });
  await expect(page.locator('.message-assistant').last()).toContainText(
    'Port 8080, from server/config.json.',
  );
  expect(server.requests).toHaveLength(2);
  expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
  await expect(saveState(page)).toHaveAttribute('data-save', 'saved', { timeout: 20_000 });

  // The note's button opens the compare view: the lesson's recording beside the live run.
  await guide(page).getByRole('button', { name: 'Compare with the recording…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare two runs' });
  await expect(dialog.getByRole('combobox', { name: 'Left run' })).toHaveValue(`lesson:${LESSON}`);
  await expect(dialog.getByRole('combobox', { name: 'Right run' })).toHaveValue(/^entry:/);
  await dialog.getByRole('button', { name: 'Compare', exact: true }).click();
  const verdict = dialog.getByTestId('compare-verdict');
  await expect(verdict).toHaveAttribute('data-identical', 'false', { timeout: 60_000 });
  // The same first request on both sides; they part where the live model chose other calls.
  await expect(verdict).toHaveText(/^The runs differ\. First at step 1: model-response \(/);
  const first = dialog.locator('.compare-row[data-first-difference="true"]');
  await expect(first).toHaveAttribute('data-type', 'model-response');
  await expect(first).toBeInViewport();
  await expect(dialog.locator('.compare-row[data-type="model-request"][data-step="1"]')).toHaveAttribute(
    'data-same',
    'true',
  );
  // Replaying the live side for the comparison asked the endpoint nothing more: its answers are recorded.
  expect(server.requests).toHaveLength(2);
  expect(problems.consoleErrors).toEqual([]);
});

// A live model may go any way: answer at once, or call tools the recording never called. The lesson's last
// note is anchored to the run's end, so it (and its Compare button) comes back however many steps the live
// run took; a checkpoint whose answer none of its choices names says so and is not scored.
test.describe('a live run that goes its own way', () => {
  const checkpoint = (page: Page, id: string) => guide(page).locator(`[data-checkpoint="${id}"]`);

  test('a model that answers at once: one step, then the ending with the compare note', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const problems = await openTheLesson(page, baseURL!);
    server.enqueue({ type: 'answer', answer: { content: 'I would rather not read anything.' } });
    await useTheLocalEndpoint(page);
    await nextStep(page).click();
    await expect(page.getByTestId('lesson-step')).toHaveAttribute('data-step', '1', { timeout: 30_000 });
    await expect(guide(page).getByTestId('lesson-ending')).toBeVisible({ timeout: 30_000 });
    await expect(counter(page)).toContainText('Step 1 / 1');
    await expect(guide(page)).toContainText('The run has ended.');
    await expect(guide(page).getByRole('button', { name: 'Compare with the recording…' })).toBeVisible();
    // No call, no batch: an answer the choices name.
    await expect(checkpoint(page, 'recorded-batches').getByTestId('checkpoint-answer')).toHaveText('none');
    await expect(checkpoint(page, 'recorded-batches').getByTestId('checkpoint-off-choices')).toHaveCount(0);
    expect(server.requests).toHaveLength(1);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('a model that calls what the recording never did: the checkpoint says so and scores nothing', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const problems = await openTheLesson(page, baseURL!);
    await guide(page)
      .locator('[data-checkpoint="recorded-batches"]')
      .getByRole('radio', { name: '[Read Read]∥' })
      .check();
    server.enqueue(
      { type: 'answer', answer: { toolCalls: [{ id: 'call_ls', name: 'LS', arguments: '{"path":"."}' }] } },
      { type: 'answer', answer: { content: 'The workspace has a README and a server folder.' } },
    );
    await useTheLocalEndpoint(page);
    await nextStep(page).click();
    await expect(page.getByTestId('lesson-step')).toHaveAttribute('data-step', '1', { timeout: 30_000 });
    const batches = checkpoint(page, 'recorded-batches');
    await expect(batches.getByTestId('checkpoint-answer')).toHaveText('[LS]∥');
    await expect(batches.getByTestId('checkpoint-off-choices')).toContainText('none of the choices');
    await expect(batches.locator('.checkpoint-wrong')).toHaveCount(0);
    await nextStep(page).click();
    await expect(guide(page).getByTestId('lesson-ending')).toBeVisible({ timeout: 30_000 });
    await expect(guide(page).getByRole('button', { name: 'Compare with the recording…' })).toBeVisible();
    // The guess against an answer no choice names is neither right nor counted.
    await expect(guide(page).getByTestId('lesson-score')).toHaveAttribute('data-answered', '0');
    expect(server.requests).toHaveLength(2);
    expect(problems.consoleErrors).toEqual([]);
  });
});
