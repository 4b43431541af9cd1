// The status tells the truth about who answers and what the runtime is doing: during a live request it is
// running (Pause offered, not Run) and names the endpoint being asked; after switching to "Replay recording"
// the panel's summary and the status bar say a recording answers.
import { expect, test } from '@playwright/test';
import {
  startOpenAICompatibleServer,
  type OpenAICompatibleServer,
} from '../src/llm/testing/openai-compatible-server';
import { scriptedSpec } from '../src/runtime/testing/spec-builders';
import { openPlayground } from './support/playground';
import { openSessionFile, runToEnd, sessionFile } from './support/session-file';

let server: OpenAICompatibleServer;
test.beforeEach(async ({ page }) => {
  server = await startOpenAICompatibleServer();
  await openPlayground(page);
});
test.afterEach(async () => {
  await server.close();
});

test('during a live request the status is running, names the endpoint, and offers Pause', async ({
  page,
}) => {
  server.enqueue({ type: 'hang' });
  await openSessionFile(page, sessionFile('Live', scriptedSpec([], { messages: ['Hi.'] })));
  const panel = page.getByRole('region', { name: 'Model provider' });
  await panel.getByText('Model provider').click();
  await panel.getByRole('radio', { name: 'Live endpoint' }).check();
  await panel.getByRole('textbox', { name: 'Base URL' }).fill(server.baseURL);
  await panel.getByRole('textbox', { name: 'Model' }).fill('slow-model');
  await panel.getByLabel('API key').fill('sk-local-status');
  await panel.getByRole('button', { name: 'Apply (fork at the viewed step)' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'restarted' })).toBeVisible();
  await expect(page.locator('.status-bar [data-model="live"]')).toContainText(server.baseURL);

  const controls = page.getByRole('toolbar', { name: 'Drive the runtime' });
  await controls.getByRole('button', { name: 'Run', exact: true }).click();
  await expect.poll(() => server.requests.length).toBe(1);
  const status = page.getByTestId('runtime-status');
  await expect(status).toHaveAttribute('data-asking', server.baseURL);
  await expect(status).toHaveAttribute('data-paused', 'false');
  await expect(status).toHaveText(`Running · waiting for slow-model at ${server.baseURL}`);
  await expect(controls.getByRole('button', { name: 'Pause', exact: true })).toBeEnabled();
  await expect(controls.getByRole('button', { name: 'Run', exact: true })).toHaveCount(0);

  await controls.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(status).toHaveAttribute('data-phase', 'finished');
  await expect(status).not.toHaveAttribute('data-asking');
});

test('after switching to "Replay recording" the summary and the status bar say a recording answers', async ({
  page,
}) => {
  await openSessionFile(page, sessionFile('Replayed', scriptedSpec([{ content: 'Recorded.' }])));
  await runToEnd(page);
  const panel = page.getByRole('region', { name: 'Model provider' });
  await expect(page.getByTestId('provider-summary')).toHaveText('Model provider: Scripted');
  await panel.getByText('Model provider').click();
  await panel.getByRole('radio', { name: 'Replay recording' }).check();
  await panel.getByRole('button', { name: 'Apply (fork at the viewed step)' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'restarted' })).toBeVisible();
  await expect(page.getByTestId('provider-summary')).toHaveText('Model provider: Replay recording');
  await expect(panel.getByRole('radio', { name: 'Replay recording' })).toBeChecked();
  await expect(page.locator('.status-bar [data-model="replay"]')).toBeVisible();
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByTestId('settings-provider')).toHaveText('Replay recording · scripted');
  await runToEnd(page);
  await expect(page.locator('.message-assistant').last()).toContainText('Recorded.');
});
