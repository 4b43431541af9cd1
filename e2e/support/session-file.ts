// Opening a scripted session as a person would (the header's session file input) and driving it to the end.
import { expect, type Page } from '@playwright/test';
import { scriptedSpec } from '../../src/runtime/testing/spec-builders';
import { documentOf } from '../../src/session/session-document';

export function sessionFile(name: string, spec: ReturnType<typeof scriptedSpec>) {
  return {
    name: `${name}.session.json`,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(documentOf(spec, name))),
  };
}

/** Opens a session file, then closes the "Opened …" notice (it floats over the inspector's tabs). */
export async function openSessionFile(page: Page, file: ReturnType<typeof sessionFile>) {
  await page.getByTestId('session-file-input').setInputFiles(file);
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'running');
  // The notice that it was kept comes once the library entry is written, after the session runs; it floats
  // over the page's lower edge (the inspector's buttons), so it is closed once it shows.
  const notice = page.getByTestId('lessons-notice');
  await notice.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
  if (await notice.isVisible()) await notice.getByRole('button', { name: 'Close' }).click();
}

/** Presses Run and waits for the run to finish. */
export async function runToEnd(page: Page, timeout = 20_000) {
  await page
    .getByRole('toolbar', { name: 'Drive the runtime' })
    .getByRole('button', { name: 'Run', exact: true })
    .click();
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'finished', { timeout });
}

/** A session whose Edit must be asked about: Read, then Edit (ask rule), then a final answer. */
export function askingSessionFile() {
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
    {
      files: { 'a.txt': 'one\n' },
      settings: { engine: { permissions: { mode: 'ask', rules: { allow: [], ask: ['Edit'], deny: [] } } } },
    },
  );
  return sessionFile('Edit asks first', spec);
}

/** Opens the asking session and runs it to its question: the prompt, visible. */
export async function runToTheQuestion(page: Page) {
  await openSessionFile(page, askingSessionFile());
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'running');
  await page
    .getByRole('toolbar', { name: 'Drive the runtime' })
    .getByRole('button', { name: 'Run', exact: true })
    .click();
  const prompt = page.getByRole('alertdialog', { name: 'Edit asks for permission' });
  await expect(prompt).toBeVisible();
  return prompt;
}
