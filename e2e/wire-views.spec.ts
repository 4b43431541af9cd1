// Issue 17, items 4 and 5 in the page: a live run over the Responses API (chosen in the provider panel)
// against our local server, then the Request / Response tab: "As sent" is the body the SDK put on the wire
// (snake_case, stream, the results as function_call_output items, the key redacted) and the SSE events in
// arrival order; the token count stands beside the reported usage; the Anthropic view is the same turn with
// tool_result blocks and disable_parallel_tool_use.
import { expect, test, type Page } from '@playwright/test';
import {
  startOpenAICompatibleServer,
  type OpenAICompatibleServer,
} from '../src/llm/testing/openai-compatible-server';
import { scriptedSpec } from '../src/runtime/testing/spec-builders';
import { openPlayground } from './support/playground';
import { openSessionFile, runToEnd, sessionFile } from './support/session-file';

const KEY = 'sk-wire-e2e-0123456789';
let server: OpenAICompatibleServer;
test.beforeEach(async () => {
  server = await startOpenAICompatibleServer();
  server.enqueue(
    {
      type: 'answer',
      answer: {
        content: 'Reading.',
        toolCalls: [{ id: 'call_a', name: 'Read', arguments: '{"path":"src/a.ts"}' }],
      },
    },
    { type: 'answer', answer: { content: 'a is 1.' } },
  );
});
test.afterEach(async () => {
  await server.close();
});

const panel = (page: Page) => page.getByRole('region', { name: 'Model provider' });

test('a Responses API run shows what went over the wire and the same turn in the other shapes', async ({
  page,
}) => {
  await openPlayground(page);
  const spec = scriptedSpec([], {
    messages: ['Read src/a.ts'],
    files: { 'src/a.ts': 'export const a = 1;\n' },
    tools: ['Read'],
  });
  await openSessionFile(page, sessionFile('Wire', spec));
  await panel(page).getByText('Model provider').click();
  await panel(page).getByRole('radio', { name: 'Live endpoint' }).check();
  await panel(page).getByRole('textbox', { name: 'Base URL' }).fill(server.baseURL);
  await panel(page).getByRole('textbox', { name: 'Model' }).fill('local-model');
  await panel(page).getByLabel('API key').fill(KEY);
  await panel(page).getByLabel('Wire protocol').selectOption('responses');
  await panel(page).getByRole('button', { name: 'Apply (fork at the viewed step)' }).click();
  await expect(panel(page).getByRole('status').filter({ hasText: 'restarted' })).toBeVisible();
  await runToEnd(page);
  await expect(page.locator('.message-assistant').last()).toContainText('a is 1.');
  expect(server.requests.map((r) => r.path)).toEqual(['/v1/responses', '/v1/responses']);

  await page.getByRole('tab', { name: 'Request / Response' }).click();
  const sent = page.getByTestId('wire-request');
  await expect(sent).toContainText(`POST ${server.baseURL}/responses`);
  await expect(sent).toContainText('"function_call_output"');
  await expect(sent).toContainText('"stream": true');
  await expect(sent).toContainText('Bearer [API key]');
  await expect(page.locator('.tab-body')).not.toContainText(KEY);
  const chunks = page.getByTestId('wire-chunks').locator('li');
  await expect(chunks.first()).toContainText('response.created');
  await expect(chunks.last()).toContainText('response.completed');
  await expect(page.getByTestId('request-tokens-counted')).toContainText(/: \d+/);
  await expect(page.getByTestId('request-tokens-reported')).toContainText('10 prompt + 5 completion');

  await page.getByRole('button', { name: 'Anthropic Messages' }).click();
  await expect(page.getByTestId('wire-request')).toHaveCount(0);
  const request = page.getByRole('region', { name: 'Request body' });
  await expect(request).toContainText('"tool_result"');
  await expect(request).toContainText('"disable_parallel_tool_use": false');
  await page.getByRole('button', { name: 'Chat Completions' }).click();
  await expect(request).toContainText('"parallel_tool_calls": true');
  await expect(request).not.toContainText('parallelToolCalls');
});
