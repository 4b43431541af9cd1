// Issue 16, item 2: a lesson written in the app. One note and one checkpoint written against lesson 3's
// session with the editor's pickers; previewed as a student (the real guide, the answer hidden until its step
// has run) and back to the draft as it was; saved under "Your lessons"; exported as a file valid against the
// lesson schema and imported back; shared as a link that a fresh browser context opens with the guide, at the
// step, the answer hidden, in the sharer's language. Then: an edit of the script that moves a checkpoint's
// answer is flagged to the author. Issue 33, item 4: the editor, a large dialog, fits 1440×900 and 1024×768
// in English and Chinese; with nothing open it starts from a blank session; a lesson in one language, its
// problems in words, a shuffled checkpoint; a saved lesson edited again runs its session for the pickers.
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { lessonById } from '../src/session/lessons/lesson-catalog';
import { loadLessonText } from '../src/session/lessons/load-lesson';
import { encodeLinkPayload } from '../src/session/share/link-payload';
import { saveState } from './support/library';
import { chooseChinese, openPlayground } from './support/playground';
import {
  closeEditor,
  expectEditorFits,
  reopenEditor,
  startEditor,
  status,
  writeBasics,
  writeCheckpoint,
} from './support/lesson-editor';

const SHOTS = 'test-results/lesson-editor';
const SIZES = [
  [1440, 900],
  [1024, 768],
] as const;

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

  // Back to the editor: the draft as it was, its session run to its end again for the pickers.
  await page.getByRole('button', { name: 'Back to the editor' }).click();
  await expect(status(page)).toHaveAttribute('data-phase', 'finished', { timeout: 30_000 });
  await expect(editor.getByTestId('lesson-title-en')).toHaveValue('Reads together');
  await expect(editor.getByTestId('checkpoint-selector')).toHaveValue(
    JSON.stringify({ kind: 'schema-tools', step: 2 }),
  );

  // Share from step 1 (the page moved there behind the editor), in Chinese.
  await closeEditor(page);
  await page.locator('#tab-trace').click();
  await page.locator('.trace-filter select').first().selectOption('step-end');
  await page.locator('.trace-row').first().click();
  await chooseChinese(page);
  await reopenEditor(page, '编写课程');
  await editor.getByRole('button', { name: '以链接分享' }).click();
  const link = await editor.getByTestId('lesson-link').inputValue();
  expect(link).toMatch(/#l=2\.[A-Za-z0-9_-]+$/);
  await closeEditor(page);
  await page.getByRole('button', { name: 'English' }).click();
  await reopenEditor(page);

  // Save: it is under "Your lessons"; the editor says so over the page.
  await editor.getByRole('button', { name: 'Save to Your lessons' }).click();
  await expect(editor.getByTestId('editor-notice')).toContainText('Saved “Reads together”');
  await closeEditor(page);
  await page.getByRole('button', { name: 'Lessons', exact: true }).click();
  const yours = page.getByTestId('your-lessons');
  await expect(yours.locator('[data-your-lesson="reads-together"]')).toContainText('Reads together');

  // Export: a file the published schema accepts; delete the saved one, import the file, and it is back.
  await page.keyboard.press('Escape');
  await reopenEditor(page);
  const download = page.waitForEvent('download');
  await editor.getByRole('button', { name: 'Export as a file' }).click();
  const file = await (await download).path();
  expect((await download).suggestedFilename()).toBe('reads-together.lesson.json');
  const loaded = loadLessonText(await readFile(file, 'utf8'));
  expect(loaded.ok && loaded.lesson.guide.checkpoints[0]?.expected).toBe(answer);
  await closeEditor(page);
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

  // The second Read now asks for a file that is not there (the Script tab is behind the editor).
  await closeEditor(page);
  await page.getByRole('tab', { name: 'Script' }).click();
  const turn1 = page.getByRole('textbox', { name: 'Turn 1' });
  await turn1.fill((await turn1.inputValue()).replace('src/client.ts', 'src/missing.ts'));
  await page.getByRole('button', { name: /^Apply/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /Forked|Restarted|restart/i })).toBeVisible({
    timeout: 30_000,
  });
  await reopenEditor(page);
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

test('the editor has room in both languages, starts from a blank session, and re-edits a saved lesson', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const shot = async (name: string) => {
    mkdirSync(SHOTS, { recursive: true });
    await page.locator('.lesson-editor-body').evaluate((body) => body.scrollTo(0, 0));
    const body = await page.screenshot({ path: `${SHOTS}/${name}.png` });
    await test.info().attach(name, { body, contentType: 'image/png' });
  };
  // Nothing open: "Write a lesson" starts from a new blank session.
  await openPlayground(page);
  await page.getByRole('button', { name: 'Write a lesson' }).click();
  const editor = page.getByTestId('lesson-editor');
  await expect(editor.getByTestId('editor-start-from')).toHaveValue('#blank');
  await editor.getByTestId('editor-start').click();
  // The title in the language it is written in; the other field says it shows that one.
  await expect(editor.getByTestId('lesson-title-en')).toHaveValue('New session');
  await expect(editor.getByTestId('lesson-title-zh')).toHaveValue('');
  await expect(editor.getByTestId('lesson-title-zh')).toHaveAttribute(
    'placeholder',
    /readers see the English/,
  );
  await expect(editor.locator('[data-falls-back="zh"]')).toBeVisible();
  // What is missing, in words: no JSON pointer.
  const problems = editor.getByTestId('editor-problems');
  await expect(problems).toContainText('The summary is empty');
  await expect(problems).toContainText('Note 1’s text is empty');
  await expect(problems).not.toContainText('/guide');
  await editor.getByTestId('editor-run').click();
  await expect(status(page)).toHaveAttribute('data-phase', 'finished', { timeout: 30_000 });

  // A lesson in one language per text; a checkpoint at the step on screen (the end), its choices shuffled.
  await editor.getByTestId('lesson-summary-zh').fill('读取与回答。');
  await editor.getByTestId('note-text-en').fill('Watch what the model reads.');
  const add = editor.getByTestId('add-checkpoint');
  const step = (await add.textContent())!.match(/step (\d+)/)![1]!;
  await add.click();
  const checkpoint = editor.getByTestId('editor-checkpoint');
  await checkpoint.getByTestId('checkpoint-question-en').fill('How are the calls batched?');
  await checkpoint.getByTestId('checkpoint-explanation-zh').fill('只读调用可以并发。');
  const picker = checkpoint.getByTestId('checkpoint-selector');
  const answers = await picker
    .locator('option:not([disabled])')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  await picker.selectOption(answers.find((a) => JSON.parse(a).step === Number(step)) ?? answers[0]!);
  const choices = checkpoint.getByTestId('checkpoint-choices');
  const answer = (await choices.inputValue()).trim();
  await choices.fill(`${answer}\nnothing at all\nevery call alone`);
  await checkpoint.getByTestId('checkpoint-shuffle').click();
  const shuffled = (await choices.inputValue()).split('\n');
  expect(shuffled).not.toEqual([answer, 'nothing at all', 'every call alone']);
  expect([...shuffled].sort()).toEqual([answer, 'nothing at all', 'every call alone'].sort());
  await expect(editor.getByTestId('editor-ready')).toBeVisible();

  // Nothing cut at 1440×900 and 1024×768, in English, then in Chinese (the page's language behind it).
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await expectEditorFits(page, `en ${width}×${height}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot('lesson-editor-1440x900-en');
  await closeEditor(page);
  await chooseChinese(page);
  await reopenEditor(page, '编写课程');
  // A problem in Chinese words: one choice only.
  await choices.fill(answer);
  await expect(problems).toContainText('检查点 1 的选项');
  await expect(problems).not.toContainText('must');
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await expectEditorFits(page, `zh ${width}×${height}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await shot('lesson-editor-1440x900-zh-problem');
  await choices.fill(shuffled.join('\n'));
  await expect(editor.getByTestId('editor-ready')).toBeVisible();
  await shot('lesson-editor-1440x900-zh');
  await closeEditor(page);
  await page.getByRole('button', { name: 'English' }).click();
  await reopenEditor(page);

  // Saved, then edited again from Your lessons: its session runs again, and the answer picker names the
  // answer in words (it showed the selector's raw JSON while nothing had run).
  await editor.getByRole('button', { name: 'Save to Your lessons' }).click();
  await expect(editor.getByTestId('editor-notice')).toContainText('Saved “New session”');
  await closeEditor(page);
  await page.getByRole('button', { name: 'Lessons', exact: true }).click();
  await page
    .getByTestId('your-lessons')
    .locator('[data-your-lesson="new-session"]')
    .getByRole('button', { name: 'Edit' })
    .click();
  await expect(status(page)).toHaveAttribute('data-phase', 'finished', { timeout: 30_000 });
  const reopened = editor.getByTestId('checkpoint-selector');
  await expect(reopened.locator('option:checked')).not.toHaveAttribute('disabled');
  await expect(reopened.locator('option:checked')).toContainText(answer);
  await expect(editor.getByTestId('checkpoint-choices')).toHaveValue(shuffled.join('\n'));
});
