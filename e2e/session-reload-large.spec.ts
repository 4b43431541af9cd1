// A long session opens, and reopens after a reload, without the page drawing its replay event by event
// (issue 13): the 200-step / 2,000-file session of `session.reload-to-ready-ms` froze the page while it
// opened (a screenshot timed out), because each batch of its 6,500 replayed events redrew the page with all
// events so far. What would have caught it is the shape of what the page showed, not a time: the step
// counter goes from nothing straight to where the session stood, with no step in between, both when the
// file is opened and after the reload.
//
// A large live run reopens as it ended (issue 36, item 5): a reload after a run answered by an
// OpenAI-compatible endpoint reopened "Finished · error" three events short of the live "Finished ·
// final-answer", and its counter named other events (#8 live, #145 after the reload) at the same trace hash.
// The Node tests prove the rules (autosave.test.ts: the position saved is the one the document was read at;
// replayed-as-arrived.test.ts: a recorded answer replays in the deltas it arrived in); this proves the page
// as a whole: the real SDK, the worker, IndexedDB and a reload.
import { expect, test, type Page } from '@playwright/test';
import { longSessionDocument, SESSION_STEPS } from '../bench/session-fixture';
import { startOpenAICompatibleServer } from '../src/llm/testing/openai-compatible-server';
import { openLesson, saveState, shownTrace } from './support/library';
import { openPlayground } from './support/playground';
import { applyOpenAICompatibleEndpoint } from './support/provider-panel';

/** Every text the step counter shows from now on (recorded in the page, from its first paint). */
const WATCH_COUNTER = `
  window.__counterTexts = [];
  new MutationObserver(() => {
    const text = document.querySelector('[data-testid="step-counter"]')?.textContent ?? null;
    if (text !== null && window.__counterTexts.at(-1) !== text) window.__counterTexts.push(text);
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;

const counterTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __counterTexts: string[] }).__counterTexts);

/** The counter's texts that name a step: a replay drawn as it came showed dozens of them. */
const steps = (texts: readonly string[]) => texts.filter((t) => /^Step \d+ /.test(t));

test('a 200-step session over 2,000 files opens and reopens where it stood, its replay drawn once', async ({
  page,
}) => {
  test.setTimeout(240_000); // a loaded machine: the replay is 200 steps; nothing here is timed
  const session = await longSessionDocument();
  await page.addInitScript(WATCH_COUNTER);
  await openPlayground(page);
  await page.getByTestId('session-file-input').setInputFiles({
    name: 'two-hundred-steps.session.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(session)),
  });
  const counter = page.getByTestId('step-counter');
  await expect(counter).toHaveText(new RegExp(`^Step ${SESSION_STEPS} / ${SESSION_STEPS} `), {
    timeout: 120_000,
  });
  const where = (await counter.textContent()) ?? '';
  expect(steps(await counterTexts(page))).toEqual([where]);
  const run = page.locator('.runtime-controls button[aria-keyshortcuts="r"]');
  await expect(run).toHaveText('Run');
  await expect(run).toBeEnabled();

  // Kept: the library saved it and its workspace database holds it.
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-save', 'saved', { timeout: 60_000 });
  await expect(page.getByTestId('workspace-store')).toHaveAttribute('data-access', 'owner', {
    timeout: 60_000,
  });
  await page.reload();
  await expect(counter).toHaveText(where, { timeout: 120_000 });
  await expect(run).toHaveText('Run');
  await expect(run).toBeEnabled();
  expect(steps(await counterTexts(page))).toEqual([where]);
  await expect(page.getByTestId('workspace-store')).toHaveAttribute('data-check', 'verified', {
    timeout: 60_000,
  });
});

/** Model turns of a long live run: each with a long text and two calls, the last a long final answer. */
function liveRunAnswers(steps: number) {
  const prose = (words: number) => Array.from({ length: words }, (_, i) => `point ${i} holds,`).join(' ');
  const turns = Array.from({ length: steps }, (_, i) => ({
    type: 'answer' as const,
    answer: {
      content: prose(150),
      toolCalls: [
        { id: `call_${i}_read`, name: 'Read', arguments: JSON.stringify({ path: 'src/config.ts' }) },
        {
          id: `call_${i}_grep`,
          name: 'Grep',
          arguments: JSON.stringify({ pattern: `retries|${'x'.repeat(200)}` }),
        },
      ],
    },
  }));
  return [...turns, { type: 'answer' as const, answer: { content: `Done. ${prose(250)}` } }];
}

test('a large live run reopens after a reload with the same ending, counter and hash', async ({ page }) => {
  test.setTimeout(240_000);
  const server = await startOpenAICompatibleServer();
  try {
    server.enqueue(...liveRunAnswers(12));
    await openPlayground(page);
    await openLesson(page, 'parallel-reads');
    await applyOpenAICompatibleEndpoint(page, {
      baseURL: server.baseURL,
      key: 'sk-large-live-run-0123',
      statusSays: 'restarted',
    });
    await page
      .getByRole('toolbar', { name: 'Drive the runtime' })
      .getByRole('button', { name: 'Run', exact: true })
      .click();
    const status = page.getByTestId('runtime-status');
    await expect(status).toHaveAttribute('data-phase', 'finished', { timeout: 120_000 });
    await expect(status).toHaveText('Finished · final-answer');
    const counter = page.getByTestId('step-counter');
    const ending = (await counter.textContent()) ?? '';
    expect(ending).toMatch(/^Step 13 \/ 13 · event #\d+ \/ #\d+$/);
    await expect(saveState(page)).toHaveAttribute('data-save', 'saved', { timeout: 60_000 });
    const live = await shownTrace(page);

    await page.addInitScript(WATCH_COUNTER);
    await page.reload();
    await expect(counter).toHaveText(ending, { timeout: 120_000 });
    await expect(status).toHaveText('Finished · final-answer');
    expect(steps(await counterTexts(page))).toEqual([ending]); // straight there, as the live run ended
    expect(await shownTrace(page)).toEqual(live); // the same hash over the same number of events
    expect(server.requests).toHaveLength(13); // the reload asked the endpoint nothing
  } finally {
    await server.close();
  }
});
