// A reload while a live OpenAI-compatible endpoint is streaming its answer (issue 13, item 4): the part that
// had arrived is discarded and the page says so in place; "Run the next step" (one click, one whole step) then needs the endpoint's key,
// which no reopened session carries (docs/sharing.md), asks for it in place, and requests the step again as
// soon as it is entered. The real `openai` SDK in Chromium against our local OpenAI-compatible server; the
// trace hash after the reload is the one shown before it, and the run ends at the hash of a run never
// interrupted.
import { expect, test, type Page } from '@playwright/test';
import {
  startOpenAICompatibleServer,
  type OpenAICompatibleServer,
} from '../src/llm/testing/openai-compatible-server';
import { openLesson, saveState, shownTrace } from './support/library';
import { openPlayground } from './support/playground';
import { applyOpenAICompatibleEndpoint } from './support/provider-panel';

const KEY = 'sk-local-resume-0123';
const LESSON = 'parallel-reads';
const READ = { id: 'call_live_1', name: 'Read', arguments: JSON.stringify({ path: 'src/config.ts' }) };
const FINAL = 'The config sets how many times a request is retried.';

let server: OpenAICompatibleServer;
test.beforeEach(async ({ page }) => {
  server = await startOpenAICompatibleServer();
  await page.setViewportSize({ width: 1600, height: 1000 });
  await openPlayground(page);
});
test.afterEach(async () => {
  await server.close();
});

const status = (page: Page) => page.getByTestId('runtime-status');
const nextStep = (page: Page) => page.getByRole('button', { name: 'Run the next step' });

/** The lesson, answered by the local endpoint from its first step (the key kept in memory only). */
async function lessonOnTheEndpoint(page: Page) {
  await openLesson(page, LESSON);
  // Applied from the first step: the session restarts there, answered by the endpoint.
  await applyOpenAICompatibleEndpoint(page, { baseURL: server.baseURL, key: KEY, statusSays: 'restarted' });
}

/** "Run the next step", then until the request numbered `requests` reached the endpoint. */
async function stepUntilRequest(page: Page, requests: number) {
  await nextStep(page).click();
  await expect.poll(() => server.requests.length, { timeout: 30_000 }).toBe(requests);
}

test('a reload mid-stream discards the answer, says so, and asks the endpoint again once its key is entered', async ({
  page,
}) => {
  test.setTimeout(120_000);
  server.enqueue(
    { type: 'answer', answer: { toolCalls: [READ] } },
    { type: 'answer', answer: { content: FINAL }, stallAfterChunks: 3 }, // streams a little, then nothing
  );
  await lessonOnTheEndpoint(page);
  await stepUntilRequest(page, 1); // one click runs step 1 whole: its request, then its Read
  await expect(page.getByTestId('lesson-step')).toHaveAttribute('data-step', '1', { timeout: 30_000 });
  await expect(status(page)).toHaveAttribute('data-paused', 'true');
  await stepUntilRequest(page, 2); // step 2's answer starts streaming and stalls
  await expect(status(page)).toHaveAttribute('data-asking', server.baseURL);
  await expect(saveState(page)).toHaveAttribute('data-save', 'saved');
  const before = await shownTrace(page);

  await page.reload();
  const note = page.getByTestId('discarded-response');
  await expect(note).toContainText(
    `The page was reloaded while step 2 waited for local-model at ${server.baseURL}: whatever it had streamed was discarded`,
    { timeout: 30_000 },
  );
  await expect(saveState(page)).toHaveAttribute('data-save', 'saved');
  // The same event and the same hash. The event counts are not compared: they differ by streamed deltas,
  // which are never part of a point or a hash (the stalled answer's are gone, and step 1's recorded answer
  // now replays token by token where the endpoint sent it in a few chunks).
  const after = await shownTrace(page);
  expect(after.hash).toBe(before.hash);

  // Going on needs the key, which did not come back with the reload: asked for in place, nothing sent.
  server.enqueue({ type: 'answer', answer: { content: FINAL } });
  await nextStep(page).click();
  const form = note.getByTestId('discarded-key');
  await expect(form).toContainText(`Asking ${server.baseURL} again needs its API key.`);
  expect(server.requests).toHaveLength(2);
  await form.getByLabel(`API key for ${server.baseURL}`).fill(KEY);
  await form.getByRole('button', { name: 'Ask again' }).click();
  await expect.poll(() => server.requests.length, { timeout: 30_000 }).toBe(3);
  expect(server.requests[2]!.headers.authorization).toBe(`Bearer ${KEY}`);
  expect(server.requests[2]!.body).toEqual(server.requests[1]!.body); // the same step asked again
  await expect(note).toBeHidden();
  // The held "Run the next step" finishes step 2 with the final answer, and, as it is the lesson's last
  // step, releases the run's end with it (the ending shows at once).
  await expect(page.locator('.message-assistant').last()).toContainText(FINAL, { timeout: 30_000 });
  await expect(status(page)).toHaveAttribute('data-phase', 'finished', { timeout: 30_000 });
  const resumed = await shownTrace(page);

  // The reference: the same answers, never interrupted.
  server.enqueue(
    { type: 'answer', answer: { toolCalls: [READ] } },
    { type: 'answer', answer: { content: FINAL } },
  );
  await lessonOnTheEndpoint(page);
  await page
    .getByRole('toolbar', { name: 'Drive the runtime' })
    .getByRole('button', { name: 'Run', exact: true })
    .click();
  await expect(status(page)).toHaveAttribute('data-phase', 'finished', { timeout: 30_000 });
  // The same hash; the count of shown events may differ by the streamed deltas, which no hash holds.
  expect((await shownTrace(page)).hash).toBe(resumed.hash);
});

test('the note and the key request read in Chinese too', async ({ page }) => {
  test.setTimeout(120_000);
  server.enqueue({ type: 'answer', answer: { content: FINAL }, stallAfterChunks: 2 });
  await lessonOnTheEndpoint(page);
  await stepUntilRequest(page, 1); // step 1's answer starts streaming and stalls
  await expect(saveState(page)).toHaveAttribute('data-save', 'saved');
  await page.evaluate(() =>
    localStorage.setItem('toolscope.preferences', JSON.stringify({ state: { language: 'zh' }, version: 1 })),
  );
  await page.reload();
  const note = page.getByTestId('discarded-response');
  await expect(note).toContainText('页面被重新加载', { timeout: 30_000 });
  await expect(note).toContainText('已经流式收到的部分已被丢弃');
});
