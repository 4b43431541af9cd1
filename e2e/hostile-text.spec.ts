// Text that is not what it looks like, in real Chromium: lone UTF-16 surrogates (valid JSON, not characters)
// in file names, file content and tool schemas break nothing and log nothing; bidirectional controls in a
// command are drawn as ⟪U+202E⟫ wherever a person reads the command, so they cannot disguise it.
import { expect, test, type Page } from '@playwright/test';
import { scriptedSpec } from '../src/runtime/testing/spec-builders';
import { watchPage } from './support/page-guards';
import { openPlayground } from './support/playground';
import { openSessionFile, sessionFile } from './support/session-file';
import { startTerminal } from './support/terminal';

const RLO = '\u202E';
/** `rm -rf` of a file whose name reads backwards: on screen, without the placeholder, it reads "logs.txt". */
const disguised = `echo gone > ${RLO}txt.sgol`;

const spec = scriptedSpec(
  [
    {
      toolCalls: [
        { name: 'Write', arguments: { path: 'b\uD800.txt', content: 'half \uDC00 a pair\n' } },
        { name: 'lookup', arguments: { ['k\uD800']: 'v\uD800' } },
      ],
    },
    { toolCalls: [{ name: 'Bash', arguments: { command: disguised } }] },
    { content: 'Done.' },
  ],
  {
    files: { 'a\uD800.txt': 'x\uD800y\n', 'plain.txt': 'plain\n' },
    tools: ['Read', 'Write', 'Bash'],
    userDefined: [
      {
        kind: 'tool',
        name: 'lookup',
        description: 'Looks a key up.',
        parameters: { type: 'object', properties: { ['k\uD800']: { type: 'string' } } },
        concurrencySafe: true,
        result: { type: 'canned', results: [{ status: 'success', text: 'found' }] },
      },
    ],
    settings: { engine: { permissions: { mode: 'ask', rules: { allow: ['Write'], ask: [], deny: [] } } } },
  },
);

/** Clicks the tree's files whose path holds a lone surrogate (a selector cannot carry one through CDP). */
async function openLoneSurrogateFiles(page: Page) {
  const count = await page.locator('[data-path]').count();
  let opened = 0;
  for (let i = 0; i < count; i++) {
    const item = page.locator('[data-path]').nth(i);
    const lone = await item.evaluate((element) =>
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u.test(
        (element as HTMLElement).dataset.path ?? '',
      ),
    );
    if (!lone) continue;
    await item.click();
    // Monaco's chunk loads on the first open: under three browsers' load it took over the default 5 s.
    await expect(page.locator('.monaco-editor').first()).toBeVisible({ timeout: 20_000 });
    opened += 1;
  }
  return opened;
}

test('lone surrogates in names, content and schemas log nothing; a disguised command is shown as it is', async ({
  page,
  baseURL,
}) => {
  const problems = watchPage(page, new URL(baseURL!).origin);
  await openPlayground(page);
  await openSessionFile(page, sessionFile('Hostile text', spec));
  await page
    .getByRole('toolbar', { name: 'Drive the runtime' })
    .getByRole('button', { name: 'Run', exact: true })
    .click();

  // The Bash call stops at ASK: the prompt and its Gates row show the control, not its effect.
  const prompt = page.getByRole('alertdialog', { name: 'Bash asks for permission' });
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await expect(prompt.locator('.permission-subject')).toContainText('⟪U+202E⟫txt.sgol');
  expect(await prompt.innerText()).not.toContain(RLO);
  await page.getByRole('tab', { name: 'Gates', exact: true }).click();
  await expect(page.locator('.gate-call').last()).toContainText('⟪U+202E⟫');
  await page.getByRole('tab', { name: 'Batches', exact: true }).click();
  expect(await page.getByRole('tabpanel').innerText()).not.toContain(RLO);

  await prompt.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'finished', {
    timeout: 20_000,
  });
  // Its card in the conversation, once the turn is in the history.
  const card = page.locator('.tool-card[data-call-id="call_2_1"]');
  await expect(card.locator('.tool-card-args')).toContainText('⟪U+202E⟫txt.sgol');
  expect(await card.innerText()).not.toContain(RLO);
  // Every panel that draws the calls, and the editor on each file named with half a character.
  for (const tab of ['Schema', 'Request / Response', 'Gates', 'History', 'Trace', 'Tools', 'Script']) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('tabpanel').locator(':scope > *').first()).toBeVisible();
    expect(await page.getByRole('tabpanel').innerText()).not.toContain(RLO);
  }
  expect(await openLoneSurrogateFiles(page)).toBe(2);
  expect(problems.consoleErrors).toEqual([]);
});

test('the terminal echoes and prints a bidirectional control as its placeholder', async ({ page }) => {
  await openPlayground(page, { path: './?lesson=parallel-reads' });
  const rows = page.getByTestId('terminal-screen').locator('.xterm-rows');
  await startTerminal(page);
  await expect(rows).toContainText('Emulated Bash');
  await page.getByTestId('terminal-screen').click();
  await page.keyboard.insertText(`echo ${RLO}cba`);
  await expect(rows).toContainText('echo ⟪U+202E⟫cba');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('terminal-status')).toHaveAttribute('data-state', 'idle');
  await expect.poll(async () => (await rows.innerText()).replace(/\u00a0/g, ' ')).toMatch(/\n⟪U\+202E⟫cba\n/);
  expect(await rows.innerText()).not.toContain(RLO);
});
