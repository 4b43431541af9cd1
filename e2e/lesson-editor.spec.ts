// Issue 16, item 2: a lesson written in the app. One note and one checkpoint written against lesson 3's
// session with the editor's pickers; previewed as a student (the real guide, the answer hidden until its step
// has run); saved under "Your lessons"; exported as a file valid against the lesson schema and imported back;
// shared as a link that a fresh browser context opens with the guide, at the step, the answer hidden, in the
// sharer's language. Then: an edit of the script that moves a checkpoint's answer is flagged to the author.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { lessonById } from '../src/session/lessons/lesson-catalog';
import { loadLessonText } from '../src/session/lessons/load-lesson';
import { encodeLinkPayload } from '../src/session/share/link-payload';
import { saveState } from './support/library';
import { openPlayground } from './support/playground';
import { startEditor, status, writeBasics, writeCheckpoint } from './support/lesson-editor';

test('a lesson written in the editor: preview, save, export, import, and a link opened in a fresh context', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const editor = await startEditor(page);
  await writeBasics(page);
  // Asked before step 2 (the final answer's schema), so a link made at step 1 keeps its answer hidden.
  const answer = await writeCheckpoint(page, { kind: 'schema-tools', step: 2 }, 'none');
  expect(answer).toMatch(/Read/);

  // Preview as a student: the real guide, at the start, the answer hidden.
  await editor.getByRole('button', { name: 'Preview as a student' }).click();
  await expect(page.getByTestId('lesson-preview')).toBeVisible({ timeout: 30_000 });
  const guide = page.locator('aside[data-lesson="reads-together"]');
  await expect(guide.getByTestId('lesson-step')).toHaveAttribute('data-step', '0');
  await expect(guide.locator('.lesson-note')).toContainText('Watch the Batches tab.');
  await guide.locator('.lesson-next').click();
  await expect(guide.getByTestId('lesson-step')).toHaveAttribute('data-step', '1', { timeout: 30_000 });
  const card = guide.locator('[data-checkpoint="checkpoint-1"]');
  await expect(card).toHaveAttribute('data-state', 'not-yet');
  await expect(card.getByTestId('checkpoint-answer')).toHaveCount(0);

  // Share from here (step 1), in Chinese.
  await page.getByRole('button', { name: 'Back to the editor' }).click();
  await page.getByRole('button', { name: '中文' }).click();
  await editor.getByRole('button', { name: '以链接分享' }).click();
  const link = await editor.getByTestId('lesson-link').inputValue();
  expect(link).toMatch(/#l=2\.[A-Za-z0-9_-]+$/);
  await page.getByRole('button', { name: 'English' }).click();

  // Save: it is under "Your lessons".
  await editor.getByRole('button', { name: 'Save to Your lessons' }).click();
  await expect(page.getByTestId('lessons-notice')).toContainText('Saved “Reads together”');
  await page.getByRole('button', { name: 'Lessons', exact: true }).click();
  const yours = page.getByTestId('your-lessons');
  await expect(yours.locator('[data-your-lesson="reads-together"]')).toContainText('Reads together');

  // Export: a file the published schema accepts; delete the saved one, import the file, and it is back.
  await page.keyboard.press('Escape');
  const download = page.waitForEvent('download');
  await editor.getByRole('button', { name: 'Export as a file' }).click();
  const file = await (await download).path();
  expect((await download).suggestedFilename()).toBe('reads-together.lesson.json');
  const loaded = loadLessonText(await readFile(file, 'utf8'));
  expect(loaded.ok && loaded.lesson.guide.checkpoints[0]?.expected).toBe(answer);
  await page.getByRole('button', { name: 'Lessons', exact: true }).click();
  await yours.locator('[data-your-lesson="reads-together"]').getByRole('button', { name: 'Delete' }).click();
  await expect(yours.locator('[data-your-lesson="reads-together"]')).toHaveCount(0);
  await page.getByTestId('lesson-file-input').setInputFiles(file);
  await expect(yours.locator('[data-your-lesson="reads-together"]')).toContainText('Reads together');

  // The link in a fresh context: the guide, at step 1, the answer hidden, in Chinese.
  const fresh = await browser.newContext();
  const reader = await fresh.newPage();
  await openPlayground(reader, { path: link.replace(/^https?:\/\/[^/]+\//, './') });
  const shared = reader.locator('aside[data-lesson="reads-together"]');
  await expect(shared).toBeVisible({ timeout: 30_000 });
  await expect(shared.getByTestId('lesson-step')).toHaveAttribute('data-step', '1', { timeout: 30_000 });
  await expect(shared.locator('.lesson-note')).toContainText('留意「批次」。');
  const sharedCard = shared.locator('[data-checkpoint="checkpoint-1"]');
  await expect(sharedCard).toHaveAttribute('data-state', 'not-yet');
  await expect(sharedCard).toContainText('轨迹会读到什么？');
  await expect(sharedCard.getByTestId('checkpoint-answer')).toHaveCount(0);
  await expect(reader.getByRole('button', { name: '中文' })).toHaveAttribute('aria-pressed', 'true');
  // Running its step reveals the answer the author picked.
  await shared.locator('.lesson-next').click();
  await expect(sharedCard.getByTestId('checkpoint-answer')).toHaveText(answer, { timeout: 30_000 });
  // The link's lesson was kept in the reader's Your lessons, so a reload reopens it with its guide, as far as
  // it was run, the answer still shown.
  await expect(saveState(reader)).toHaveAttribute('data-save', 'saved', { timeout: 20_000 });
  const stepBefore = await shared.getByTestId('lesson-step').getAttribute('data-step');
  await reader.reload();
  await expect(shared).toBeVisible({ timeout: 30_000 });
  await expect(shared.getByTestId('lesson-step')).toHaveAttribute('data-step', stepBefore!, {
    timeout: 30_000,
  });
  await expect(sharedCard.getByTestId('checkpoint-answer')).toHaveText(answer);
  await fresh.close();
});

test('a hostile lesson link is refused in words and opens nothing', async ({ page }) => {
  await openPlayground(page, { path: './#l=1.AAAA-not-a-lesson' });
  await expect(page.getByTestId('lessons-notice')).toContainText('This link cannot be opened');
  await expect(page.locator('aside[data-lesson]')).toHaveCount(0);
});

test('a lesson link whose lesson the schema refuses names what is wrong, in the page’s language', async ({
  page,
}) => {
  const lesson = { ...lessonById('registration')!, colour: 'red' };
  const { data } = encodeLinkPayload(JSON.stringify({ lesson, lang: 'en' }));
  await openPlayground(page, { path: `./?lang=zh#l=1.${data}` });
  const notice = page.getByTestId('lessons-notice');
  await expect(notice).toContainText('无法打开此链接：其中的课程无效。');
  // The problem itself, the field named as written, the words around it in Chinese.
  await expect(notice).toContainText('“colour”');
  await expect(notice).toContainText('没有改动任何内容。');
  await expect(notice).not.toContainText('has a property');
  await expect(page.locator('aside[data-lesson]')).toHaveCount(0);
});

test('an edit of the script that moves a checkpoint answer is flagged for the author', async ({ page }) => {
  test.setTimeout(180_000);
  const editor = await startEditor(page);
  await writeBasics(page);
  const answer = await writeCheckpoint(
    page,
    { kind: 'call-outcome', step: 1, callIndex: 1 },
    'error NOT_FOUND',
  );
  expect(answer).toBe('success');
  await expect(editor.getByTestId('checkpoint-moved')).toHaveCount(0);

  // The second Read now asks for a file that is not there.
  await page.getByRole('tab', { name: 'Script' }).click();
  const turn1 = page.getByRole('textbox', { name: 'Turn 1' });
  await turn1.fill((await turn1.inputValue()).replace('src/client.ts', 'src/missing.ts'));
  await page.getByRole('button', { name: /^Apply/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /Forked|Restarted|restart/i })).toBeVisible({
    timeout: 30_000,
  });
  await editor.getByTestId('editor-run').click();
  await expect(status(page)).toHaveAttribute('data-phase', 'finished', { timeout: 30_000 });

  const moved = editor.getByTestId('checkpoint-moved');
  await expect(moved).toContainText('it was success');
  await expect(moved).toContainText('now reads error');
  await expect(editor.getByTestId('moved-summary')).toContainText('checkpoint-1');
  await expect(editor.getByTestId('editor-checkpoint')).toHaveAttribute('data-answer-state', 'moved');
  // Taking the new answer clears the flag.
  await moved.getByRole('button', { name: 'Use the new answer' }).click();
  await expect(editor.getByTestId('editor-checkpoint')).toHaveAttribute('data-answer-state', 'same');
});
