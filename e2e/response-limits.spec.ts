// Issue 36, item 1: an endpoint that streams 10,000 tool calls in one turn. The runtime worker stops the
// stream at the response's call limit (1,000 by default) and the step ends with the limit's error; the page
// meanwhile stays responsive (it answers at once and draws the turn a page at a time) and shows the error in
// both languages' words. The limits' figures, each limit just under and over, and the replay are Node's
// (src/llm/response-limits/, src/session/response-limits-*.test.ts); the long tasks are the bench's
// (bench/response-limits.bench.ts).
import { expect, test } from '@playwright/test';
import {
  startOpenAICompatibleServer,
  type OpenAICompatibleServer,
} from '../src/llm/testing/openai-compatible-server';
import { scriptedSpec } from '../src/runtime/testing/spec-builders';
import { chooseChinese, openPlayground } from './support/playground';
import { applyOpenAICompatibleEndpoint } from './support/provider-panel';
import { openSessionFile, runToEnd, sessionFile } from './support/session-file';

let server: OpenAICompatibleServer;
test.beforeEach(async ({ page }) => {
  server = await startOpenAICompatibleServer();
  await openPlayground(page);
});
test.afterEach(async () => {
  await server.close();
});

test('10,000 calls in one streamed turn: refused at the limit, the error shown, the page responsive', async ({
  page,
}) => {
  await openSessionFile(
    page,
    sessionFile('Ten thousand calls', scriptedSpec([], { messages: ['Read everything.'], tools: ['Read'] })),
  );
  await applyOpenAICompatibleEndpoint(page, { baseURL: server.baseURL, key: 'sk-response-limits' });
  server.enqueue({ type: 'many-calls', calls: 10_000 });
  await runToEnd(page, 60_000);

  const error = page.getByTestId('provider-error');
  await expect(error).toHaveAttribute('data-kind', 'response-too-large');
  await expect(error).toContainText('asked for more than 1,000 tool calls');

  // Responsive: a frame comes at once, and the conversation holds no more than a page of cards.
  const frameMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        requestAnimationFrame(() => resolve(performance.now() - start));
      }),
  );
  expect(frameMs).toBeLessThan(1_000);
  expect(await page.locator('.message-list .tool-card').count()).toBeLessThanOrEqual(50);

  // The same error in Chinese words, from the limit's name and figure.
  await chooseChinese(page);
  await expect(error).toContainText('超过了单次回答 1,000 个的上限');
});
