import { expect, test } from '@playwright/test';
import { fetchLogTool, scriptedSpec } from '../src/runtime/testing/spec-builders';
import { saveInEditor } from './support/editor';
import { watchPage } from './support/page-guards';
import {
  askingSessionFile,
  openSessionFile,
  runToEnd,
  runToTheQuestion,
  sessionFile,
} from './support/session-file';
import { stepOver } from './support/library';
import { expectAccessible, openPlayground } from './support/playground';

test.beforeEach(async ({ page }) => {
  await openPlayground(page);
});

test('a lesson runs in the runtime worker: paused, one step, then run to the end', async ({
  page,
  baseURL,
}) => {
  const problems = watchPage(page, new URL(baseURL!).origin);
  await page.goto('./?lesson=parallel-reads');
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'running');
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true');
  await page
    .getByRole('toolbar', { name: 'Drive the runtime' })
    .getByRole('button', { name: 'Step', exact: true })
    .click();
  await expect(page.getByTestId('step-counter')).toContainText(/event #\d+ \/ #\d+/);
  await runToEnd(page);

  // Travel to the end of step 1, where the plan and all four results are in.
  await page.getByRole('tab', { name: 'Trace' }).click();
  await page.getByRole('combobox', { name: 'Type' }).selectOption('step-end');
  await page.locator('.trace-row').first().click();
  await page.getByRole('tab', { name: 'Batches' }).click();
  const names = await page
    .getByTestId('partition')
    .locator('.partition-batch')
    .evaluateAll((items) =>
      items.map((item) => [...item.querySelectorAll('.partition-call')].map((c) => c.textContent)),
    );
  expect(names).toEqual([['Read', 'Read'], ['Edit'], ['Grep']]);
  await page.screenshot({ path: 'reports/screenshots/playground-runtime-batches.png', fullPage: true });
  expect(problems.consoleErrors).toEqual([]);
});

for (const [answer, status, code] of [
  ['Approve once', 'success', null],
  ['Deny', 'error', 'PERMISSION_DENIED'],
] as const) {
  test(`an ASK stops the run; "${answer}" lets the call ${code ? 'fail with ' + code : 'through'}`, async ({
    page,
  }) => {
    const prompt = await runToTheQuestion(page);
    await expect(prompt).toContainText('a.txt');
    await page.screenshot({ path: 'reports/screenshots/playground-ask.png', fullPage: true });
    await expectAccessible(page);
    await prompt.getByRole('button', { name: answer }).click();
    await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'finished');
    const card = page.getByRole('article', { name: 'Tool call Edit' });
    await expect(card).toHaveClass(new RegExp(`status-${status}`));
    if (code) {
      await expect(card.locator('.badge')).toHaveText(code);
      await card.getByText(/Result the model saw/).click();
      await expect(card.locator('.tool-card-result pre')).toContainText(code);
    }
    await page.getByRole('tab', { name: 'Gates' }).click();
    await page.getByRole('tab', { name: 'Trace' }).click();
    await page.getByRole('combobox', { name: 'Type' }).selectOption('permission-answer');
    await expect(page.locator('.trace-row')).toHaveCount(1);
  });
}

test('Stop pressed while a question waits: the call did not run, and nobody is said to have denied it', async ({
  page,
}) => {
  await openSessionFile(page, askingSessionFile());
  const controls = page.getByRole('toolbar', { name: 'Drive the runtime' });
  await controls.getByRole('button', { name: 'Run', exact: true }).click();
  const prompt = page.getByRole('alertdialog', { name: 'Edit asks for permission' });
  await expect(prompt).toBeVisible();
  await controls.getByRole('button', { name: 'Stop' }).click();
  await expect(prompt).toBeHidden();
  const card = page.getByRole('article', { name: 'Tool call Edit' });
  await expect(card.locator('.badge')).toHaveText('ABORTED');
  await card.getByText(/Result the model saw/).click();
  await expect(card.locator('.tool-card-result pre')).toContainText(
    'the run was stopped while its permission question waited for an answer',
  );
  await page.getByRole('tab', { name: 'Gates' }).click();
  const permission = page.locator('.gate-call').last().locator('[data-gate="permission"]');
  await expect(permission.locator('.gate-rule')).toHaveText('answer.stopped');
  await expect(permission).toContainText('asked a person: the run was stopped before an answer');
  await expect(page.locator('[data-gate="ask"]')).toHaveCount(0);
  await expect(page.getByText('A person denied')).toHaveCount(0);
});

test('an edit typed in the editor between the Read and the Edit makes the Edit fail with CONFLICT', async ({
  page,
}) => {
  const spec = scriptedSpec(
    [
      { toolCalls: [{ name: 'Read', arguments: { path: 'a.txt' } }] },
      {
        toolCalls: [
          { name: 'Edit', arguments: { path: 'a.txt', edits: [{ old_string: 'one', new_string: 'two' }] } },
        ],
      },
      { content: 'Done.' },
    ],
    { files: { 'a.txt': 'one\n' } },
  );
  await openSessionFile(page, sessionFile('Read, then Edit', spec));
  const controls = page.getByRole('toolbar', { name: 'Drive the runtime' });
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true');
  // Through step 1 (the Read) and pause at the start of step 2, before its schema and model call.
  await controls.getByRole('button', { name: 'Step over' }).click();
  await expect(page.getByTestId('step-counter')).toContainText('Step 1 /');
  await controls.getByRole('button', { name: 'Step over' }).click();
  await expect(page.getByTestId('step-counter')).toContainText('Step 2 /');

  await saveInEditor(page, 'a.txt', 'changed by a person\n');
  // Mid-turn the save lands at the next boundary; meanwhile the editor shows what was saved, not the old text.
  await expect(page.locator('.editor-host .view-lines')).toContainText('changed by a person');

  await controls.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'finished');
  const card = page.getByRole('article', { name: 'Tool call Edit' });
  await expect(card.locator('.badge')).toHaveText('CONFLICT');
  await expect(page.locator('.file-item[data-path="a.txt"] .file-change')).toContainText('you');
  await page.screenshot({ path: 'reports/screenshots/playground-conflict.png', fullPage: true });
});

test('faults injected from the Breakers tab open the breaker, and the next schema strikes the tool out', async ({
  page,
}) => {
  const read = { name: 'Read', arguments: { path: 'a.txt' } };
  const spec = scriptedSpec([{ toolCalls: [read] }, { toolCalls: [read, read] }, { content: 'Done.' }], {
    files: { 'a.txt': 'one\n' },
    settings: { engine: { breaker: { failureThreshold: 2 } } },
  });
  await openSessionFile(page, sessionFile('Faults', spec));
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true');
  const controls = page.getByRole('toolbar', { name: 'Drive the runtime' });
  // One step at a time (support/library.ts): a press while a step still runs is not a second step.
  // The first schema is built in step 1.
  await stepOver(page, 2);
  await expect(page.getByTestId('step-counter')).toContainText('Step 2 /'); // paused before step 2's calls
  await page.getByRole('tab', { name: 'Breakers' }).click();
  await page.getByRole('combobox', { name: 'Fail' }).selectOption('Read');
  await page.getByRole('spinbutton', { name: 'its next calls' }).fill('2');
  await page.getByRole('button', { name: 'Inject faults' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Armed' })).toBeVisible();
  await expectAccessible(page);

  await controls.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'finished');
  await expect(page.getByRole('article', { name: 'Circuit breaker of Read' })).toHaveAttribute(
    'data-state',
    'OPEN',
  );
  await page.screenshot({ path: 'reports/screenshots/playground-breakers-live.png', fullPage: true });

  await page.getByRole('tab', { name: 'Schema' }).click();
  const card = page.locator('.schema-card[data-tool="Read"]');
  await expect(card.locator('s.tool-name')).toHaveText('Read');
  await expect(card.getByTestId('hidden-reason')).toContainText('breaker open');
});

test('a 120 KB result is cut, and its spill file opens in the editor', async ({ page }) => {
  const spec = scriptedSpec(
    [{ toolCalls: [{ name: 'FetchLog', arguments: { service: 'build' } }] }, { content: 'The log is long.' }],
    {
      tools: ['Read'],
      userDefined: [fetchLogTool('a log line of some length\n'.repeat(4700))],
    },
  );
  await openSessionFile(page, sessionFile('Big result', spec));
  await runToEnd(page);
  await page.getByRole('tab', { name: 'Trace' }).click();
  await page.getByRole('combobox', { name: 'Type' }).selectOption('budget-apply');
  await page.locator('.trace-row').first().click();
  await page.getByRole('tab', { name: 'Budget' }).click();
  const cut = page.locator('tr[data-cut="per-tool"]');
  await expect(cut).toContainText('FetchLog');
  await expect(cut).toContainText('KB');
  await cut.getByRole('button', { name: /\.toolscope\/spill\// }).click();
  await expect(page.locator('.file-path')).toContainText('.toolscope/spill/');
  await expect(page.locator('.monaco-editor').first()).toBeVisible({ timeout: 20_000 });
  await page.screenshot({ path: 'reports/screenshots/playground-budget-spill.png', fullPage: true });
});

test('a concurrency cap of 1 set in Settings between steps makes the next batch run one call at a time', async ({
  page,
}) => {
  const reads = [
    { name: 'Read', arguments: { path: 'a.txt' } },
    { name: 'Read', arguments: { path: 'b.txt' } },
  ];
  const spec = scriptedSpec([{ toolCalls: reads }, { toolCalls: reads }, { content: 'Done.' }], {
    files: { 'a.txt': 'a\n', 'b.txt': 'b\n' },
  });
  await openSessionFile(page, sessionFile('Cap', spec));
  const controls = page.getByRole('toolbar', { name: 'Drive the runtime' });
  // One step at a time (support/library.ts): a press while a step still runs is not a second step.
  await stepOver(page, 2);
  await expect(page.getByTestId('step-counter')).toContainText('Step 2 /');

  await page.getByRole('tab', { name: 'Settings' }).click();
  await expectAccessible(page);
  await page.getByRole('spinbutton', { name: 'Concurrency cap' }).fill('1');
  await page.getByRole('button', { name: 'Apply at the next step' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'the next step uses these settings' }),
  ).toBeVisible();
  await controls.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'finished');

  const bars = async () => {
    const boxes = await page
      .locator('.timeline-bar')
      .evaluateAll((els) =>
        els.map((el) => [Number(el.getAttribute('data-start-ms')), Number(el.getAttribute('data-end-ms'))]),
      );
    return boxes as [number, number][];
  };
  await page.getByRole('tab', { name: 'Batches' }).click();
  await expect(page.locator('.facts')).toContainText('concurrency cap 1');
  const [first, second] = await bars();
  expect(second![0]).toBeGreaterThanOrEqual(first![1]); // queued, not overlapping
  await page.getByRole('button', { name: 'Previous step' }).click();
  await page.getByRole('button', { name: 'Previous step' }).click();
  await expect(page.locator('.facts')).toContainText('concurrency cap 10');
  const [a, b] = await bars();
  expect(b![0]).toBeLessThan(a![1]); // step 1 ran both at once
});

test('a deny rule set in Settings (with a latency edit beside it) takes effect at the next step', async ({
  page,
}) => {
  const read = [{ name: 'Read', arguments: { path: 'a.txt' } }];
  const spec = scriptedSpec([{ toolCalls: read }, { toolCalls: read }, { content: 'Done.' }], {
    files: { 'a.txt': 'a\n' },
  });
  await openSessionFile(page, sessionFile('Rules', spec));
  const controls = page.getByRole('toolbar', { name: 'Drive the runtime' });
  // One step at a time (support/library.ts): a press while a step still runs is not a second step.
  await stepOver(page, 2);
  await expect(page.getByTestId('step-counter')).toContainText('Step 2 /');

  await page.getByRole('tab', { name: 'Settings' }).click();
  await page.getByRole('textbox', { name: 'Deny' }).fill('Read(a.txt)');
  await page.getByRole('spinbutton', { name: 'Read (ms)' }).fill('500');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Apply at the next step' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'the next step uses these settings' }),
  ).toBeVisible();
  await controls.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'finished');

  await page.getByRole('tab', { name: 'Gates' }).click();
  await expect(page.locator('.gate-call').last().locator('[data-gate="permission"]')).toHaveAttribute(
    'data-verdict',
    'DENY',
  );
});
