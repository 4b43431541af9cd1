// Issue 39, item 1 in the page: a 429 in the middle of a live run (after a Read) does not leave the session
// stuck. The run rests at the failure with "Retry this step" and the endpoint's wait counted down; the
// Request / Response tab shows the failed call's status and headers (retry-after, x-request-id) and its
// error body; the diagram marks the response stage failed and leaves the stages after it untouched; in
// Chinese the bar speaks Chinese; "Retry now" sends the same request again and the run ends with the answer.
// (The countdown's arithmetic, the retry's recording and its replay are Node tests: retry-countdown.test.ts,
// retry-failed-call.test.ts.)
import { expect, test } from '@playwright/test';
import {
  startOpenAICompatibleServer,
  type OpenAICompatibleServer,
} from '../src/llm/testing/openai-compatible-server';
import { scriptedSpec } from '../src/runtime/testing/spec-builders';
import { chooseChinese, openPlayground } from './support/playground';
import { applyOpenAICompatibleEndpoint } from './support/provider-panel';
import { openSessionFile, sessionFile } from './support/session-file';

const KEY = 'sk-retry-e2e-0123456789';
let server: OpenAICompatibleServer;
test.beforeEach(async () => {
  server = await startOpenAICompatibleServer();
  server.enqueue(
    {
      type: 'answer',
      answer: { toolCalls: [{ id: 'call_a', name: 'Read', arguments: '{"path":"src/a.ts"}' }] },
    },
    { type: 'failure', failure: { kind: 'rate-limited', retryAfter: '30' } },
    { type: 'answer', answer: { content: 'a is 1.' } },
  );
});
test.afterEach(async () => {
  await server.close();
});

test('a 429 mid-run is shown with its headers and retried from the page', async ({ page }) => {
  await openPlayground(page);
  const spec = scriptedSpec([], {
    messages: ['Read src/a.ts'],
    files: { 'src/a.ts': 'export const a = 1;\n' },
    tools: ['Read'],
  });
  await openSessionFile(page, sessionFile('Rate limited', spec));
  await applyOpenAICompatibleEndpoint(page, { baseURL: server.baseURL, key: KEY, statusSays: 'restarted' });
  const controls = page.getByRole('toolbar', { name: 'Drive the runtime' });
  await controls.getByRole('button', { name: 'Run', exact: true }).click();

  const bar = page.getByTestId('retry-failed-call');
  await expect(bar).toBeVisible({ timeout: 20_000 });
  await expect(bar).toContainText('The endpoint is rate-limiting requests (429).');
  await expect(bar).toContainText('Rate limit reached for requests per minute.');
  await expect(bar.getByRole('button', { name: /^Retry this step after the wait \(\d+ s\)$/ })).toBeVisible();
  // The session stays usable: going on is a retry, and so is offered.
  await expect(controls.getByRole('button', { name: 'Step', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled(); // only for want of a message
  expect(server.requests).toHaveLength(2);

  await page.getByRole('tab', { name: 'Request / Response' }).click();
  const failed = page.getByTestId('failed-call');
  await expect(failed.getByTestId('failed-status')).toHaveText('429');
  await expect(failed).toContainText('req_test_1');
  const received = failed.getByTestId('wire-response');
  await expect(received).toContainText('"retry-after": "30"');
  await expect(received).toContainText('"x-request-id": "req_test_1"');
  await expect(received).toContainText('"content-type": "application/json"');
  await expect(received).toContainText('rate_limit_exceeded');
  await expect(page.locator('.pipeline-stage[data-stage="response"]')).toHaveAttribute(
    'data-state',
    'failed',
  );
  await expect(page.locator('.pipeline-stage[data-stage="history"]')).toHaveAttribute('data-state', 'idle');

  await chooseChinese(page);
  await expect(bar.getByRole('button', { name: '立即重试' })).toBeVisible();
  await expect(bar).toContainText('端点正在限流（429）。');
  await page.getByRole('button', { name: 'English' }).click();

  await bar.getByRole('button', { name: 'Retry now' }).click();
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'finished', {
    timeout: 20_000,
  });
  await expect(page.locator('.message-assistant').last()).toContainText('a is 1.');
  expect(server.requests).toHaveLength(3);
  expect(server.requests[2]!.body).toEqual(server.requests[1]!.body);
  await expect(bar).toBeHidden();
});
