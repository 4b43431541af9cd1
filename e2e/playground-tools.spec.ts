import { expect, test, type Page } from '@playwright/test';
import { scriptedSpec } from '../src/runtime/testing/spec-builders';
import { runToFailedCall } from './support/failed-call';
import { openSessionFile, runToEnd, sessionFile } from './support/session-file';
import { expectAccessible, openPlayground } from './support/playground';
import { applyBuiltinDescription } from './support/tools-tab';

async function openSession(page: Page, spec: ReturnType<typeof scriptedSpec>) {
  await openSessionFile(page, sessionFile('Tools', spec));
}

/** axe over the regions this feature draws (the inspector's tab and the conversation, with the provider
 * panel and the human form): no serious or critical violations. */
test.beforeEach(async ({ page }) => {
  await openPlayground(page, { height: 1100 });
});

test('a tool defined in the Tools tab reaches the schema and is called by a human-as-model turn', async ({
  page,
}) => {
  await openSession(page, scriptedSpec([{ content: 'unused' }], { tools: ['Read'] }));

  // Be the model.
  await page.getByText('Model provider').click();
  await page.getByRole('radio', { name: 'Human (be the model)' }).check();
  await page.getByRole('button', { name: 'Apply (fork at the viewed step)' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'restarted' })).toBeVisible();

  // Define GetWeather: one required string parameter, one canned result.
  await page.getByRole('tab', { name: 'Tools' }).click();
  await page.getByRole('button', { name: 'New tool…' }).click();
  const editor = page.getByRole('form', { name: 'Tool definition' });
  await editor.getByRole('textbox', { name: 'Name' }).fill('GetWeather');
  await editor
    .getByRole('textbox', { name: 'Description (what the model reads)' })
    .fill('Weather for a city.');
  await editor.getByRole('button', { name: 'Add parameter' }).click();
  await editor
    .getByRole('group', { name: 'Parameter 1' })
    .getByRole('textbox', { name: 'Name' })
    .fill('city');
  await editor.getByRole('textbox', { name: 'Text' }).fill('Sunny in Paris, 21 °C');
  await expectAccessible(page, ['.inspector', '.conversation-panel']);
  await page.screenshot({ path: 'reports/screenshots/playground-tools-editor.png', fullPage: true });
  await editor.getByRole('button', { name: 'Save tool' }).click();
  await expect(page.getByTestId('user-tools')).toContainText('GetWeather');
  await page.getByRole('button', { name: 'Apply tool set' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'new tool set' })).toBeVisible();

  // Run: the runtime builds the schema and waits for the person's turn.
  await page
    .getByRole('toolbar', { name: 'Drive the runtime' })
    .getByRole('button', { name: 'Run', exact: true })
    .click();
  const form = page.getByRole('form', { name: 'You are the model: compose the assistant turn' });
  await expect(form).toBeVisible();
  await page.getByRole('tab', { name: 'Schema' }).click();
  await expect(page.locator('.schema-card[data-tool="GetWeather"]')).toBeVisible();
  await expect(page.locator('.schema-card[data-tool="Read"]')).toBeVisible();

  // An empty turn is refused by the worker's check, shown in place; then a call is composed in the form.
  await form.getByRole('button', { name: /Send turn/ }).click();
  await expect(form.getByRole('alert')).toContainText('Write a reply or at least one tool call.');
  await form.getByRole('combobox', { name: 'Tool' }).selectOption('GetWeather');
  await form.getByRole('button', { name: 'Add call' }).click();
  await form.getByRole('textbox', { name: /city/ }).fill('Paris');
  await expectAccessible(page, ['.inspector', '.conversation-panel']);
  await page.screenshot({ path: 'reports/screenshots/playground-human-form.png', fullPage: true });
  await form.getByRole('button', { name: /Send turn/ }).click();

  // The canned result comes back as the tool message; the next turn is asked again.
  const card = page.locator('.tool-card', { hasText: 'GetWeather' });
  await expect(card).toBeVisible();
  await card.locator('summary').first().click();
  await expect(card).toContainText('Sunny in Paris, 21 °C');
  const next = page.getByRole('form', { name: 'You are the model: compose the assistant turn' });
  await next.getByRole('textbox', { name: /Reply text/ }).fill('It is sunny.');
  await next.getByRole('button', { name: /Send turn/ }).click();
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'finished');
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('Sunny in Paris, 21 °C');
});

test('the Script tab edits a turn and the session forks with it', async ({ page }) => {
  const read = { name: 'Read', arguments: { path: 'a.txt' } };
  await openSession(
    page,
    scriptedSpec([{ toolCalls: [read] }, { content: 'Original answer.' }], {
      tools: ['Read'],
      files: { 'a.txt': 'one\n' },
    }),
  );
  const controls = page.getByRole('toolbar', { name: 'Drive the runtime' });
  await controls.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'finished');

  await page.getByRole('tab', { name: 'Script' }).click();
  const turn2 = page.getByRole('textbox', { name: 'Turn 2' });
  await turn2.fill(
    '{"content": "Edited answer.", "toolCalls": [{"name": "Read", "arguments": {"path": 3}}]}',
  );
  await expect(page.getByTestId('script-turn').nth(1)).toContainText('must be string');
  await turn2.fill('{"content": "Edited answer."');
  await expect(page.getByTestId('script-turn').nth(1)).toContainText('Not JSON');
  await turn2.fill('{"content": "Edited answer."}');
  await expectAccessible(page, ['.inspector', '.conversation-panel']);
  await page.screenshot({ path: 'reports/screenshots/playground-script.png', fullPage: true });
  await page.getByRole('button', { name: 'Apply: fork from turn 2' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Forked at step 2' })).toBeVisible();
  await controls.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'finished');
  await expect(page.locator('.message-assistant').last()).toContainText('Edited answer.');
});

test('an OpenAI-compatible endpoint that refuses shows its error in place, and the key is not stored', async ({
  page,
}) => {
  await openSession(page, scriptedSpec([{ content: 'unused' }], { tools: ['Read'] }));
  const panel = page.getByRole('region', { name: 'Model provider' });
  await panel.getByText('Model provider').click();
  await panel.getByRole('radio', { name: 'Live endpoint' }).check();
  await panel.getByRole('textbox', { name: 'Base URL' }).fill('http://127.0.0.1:9/v1');
  await panel.getByRole('textbox', { name: 'Model' }).fill('test-model');
  await panel.getByRole('button', { name: 'Apply (fork at the viewed step)' }).click();
  await expect(panel.getByText('Enter an API key')).toBeVisible(); // no key yet: caught before loading
  await panel.getByLabel('API key').fill('sk-test-secret');
  await panel.getByRole('button', { name: 'Apply (fork at the viewed step)' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'restarted' })).toBeVisible();
  // The unreachable endpoint's failed call waits for a retry (decision 0735); its error shows in place.
  await runToFailedCall(page, 30_000);
  await expect(page.getByTestId('provider-error')).toContainText('What to do:');
  await expectAccessible(page, ['.inspector', '.conversation-panel']);
  await page.screenshot({ path: 'reports/screenshots/playground-provider-error.png', fullPage: true });
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).not.toContain('sk-test-secret');
});

test('a built-in tool’s description edited in the Tools tab is what the next schema publishes', async ({
  page,
}) => {
  await openSession(page, scriptedSpec([{ content: 'Done.' }], { tools: ['Read', 'Grep'] }));
  await applyBuiltinDescription(page, 'Read', 'Reads one file, by path.');

  await runToEnd(page);
  await page.getByRole('tab', { name: 'Schema' }).click();
  await expect(page.locator('.schema-card[data-tool="Read"] .schema-description')).toHaveText(
    'Reads one file, by path.',
  );
  await expect(page.locator('.schema-card[data-tool="Grep"] .schema-description')).not.toHaveText(
    'Reads one file, by path.',
  );
});

test('the agent’s TodoWrite list is shown, as of the selected event', async ({ page }) => {
  const list = (statuses: string[]) => ({
    summary: 'Fix the failing check',
    todos: statuses.map((status, i) => ({ content: `task ${i + 1}`, status })),
  });
  await openSession(
    page,
    scriptedSpec(
      [
        { toolCalls: [{ name: 'TodoWrite', arguments: list(['in_progress', 'pending']) }] },
        { toolCalls: [{ name: 'TodoWrite', arguments: list(['completed', 'completed']) }] },
        { content: 'Done.' },
      ],
      { tools: ['TodoWrite'] },
    ),
  );
  await runToEnd(page);
  const todo = page.getByTestId('todo-list');
  await expect(todo.locator('[data-status="completed"]')).toHaveCount(2);
  await expect(todo).toContainText('2/2 completed');
  await page.getByRole('tab', { name: 'Trace' }).click();
  // Time travel to the first TodoWrite's end: the list is as it was then. The list draws only the rows in
  // view (it is virtualized), so filter to tool-end rows first: the first one is then on screen.
  await page.getByRole('combobox', { name: 'Type' }).selectOption('tool-end');
  await page.locator('.trace-row[data-type="tool-end"]').first().click();
  await expect(todo.locator('[data-status="in_progress"]')).toHaveCount(1);
  await expectAccessible(page, ['.inspector', '.conversation-panel']);
});

test('a oneOf / $ref / nullable schema typed in the Tools tab gets a real form: the picker keeps what was typed', async ({
  page,
}) => {
  // What only a browser shows: the generated widgets render, take input and build the arguments (the rules
  // themselves are Node tests: schema-combinators, form-values-validate).
  await openSession(page, scriptedSpec([{ content: 'unused' }], { tools: ['Read'] }));
  await page.getByRole('tab', { name: 'Tools' }).click();
  await page.getByRole('button', { name: 'New tool…' }).click();
  const editor = page.getByRole('form', { name: 'Tool definition' });
  await editor.getByRole('button', { name: 'Edit as JSON Schema' }).click();
  const schema = {
    type: 'object',
    properties: {
      target: { oneOf: [{ $ref: '#/$defs/circle' }, { $ref: '#/$defs/square' }] },
      note: { type: ['string', 'null'] },
      elsewhere: { $ref: 'https://example.com/s.json' },
    },
    required: ['target'],
    $defs: {
      circle: {
        type: 'object',
        properties: { kind: { const: 'circle' }, radius: { type: 'number' } },
        required: ['kind', 'radius'],
      },
      square: {
        type: 'object',
        properties: { kind: { const: 'square' }, side: { type: 'number' } },
        required: ['kind', 'side'],
      },
    },
  };
  await editor.getByRole('textbox', { name: 'JSON Schema' }).fill(JSON.stringify(schema));
  const preview = editor.getByTestId('parameters-preview');
  await preview.getByText('The form these parameters give').click();
  const value = preview.getByTestId('parameters-preview-value');
  const picker = preview.getByRole('combobox', { name: 'target: Which one' });
  await picker.selectOption({ label: 'kind: "circle"' });
  await preview.getByRole('textbox', { name: /radius/ }).fill('2');
  await expect(value).toContainText('"radius": 2');
  await picker.selectOption({ label: 'kind: "square"' });
  await expect(value).toContainText('"kind": "square"');
  await expect(value).not.toContainText('radius');
  await picker.selectOption({ label: 'kind: "circle"' });
  await expect(value).toContainText('"radius": 2');
  await preview.getByRole('checkbox', { name: /null/ }).check();
  await expect(value).toContainText('"note": null');
  await expect(preview).toContainText('points outside this schema');
  await expectAccessible(page, ['.inspector']);
});
