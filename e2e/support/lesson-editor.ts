// Writing a lesson with the editor's pickers, as the lesson editor specs do: lesson 3's session run to its
// end, a title and summary in both languages, one note pointing at the Batches stage, checkpoints whose
// answers are picked from what the trace reads. The editor is a modal dialog: the page behind it is reached
// by closing it (the draft is kept) and "Write a lesson" brings it back.
import { expect, type Page } from '@playwright/test';
import { overflowOf } from './layout-bounds';
import { openLesson } from './library';
import { openPlayground } from './playground';

export const status = (page: Page) => page.getByTestId('runtime-status');

/** Opens lesson 3, starts the editor on it and runs the session to its end (the pickers read the trace). */
export async function startEditor(page: Page) {
  await openPlayground(page);
  await openLesson(page, 'parallel-reads');
  await page.getByRole('button', { name: 'Write a lesson' }).click();
  const editor = page.getByTestId('lesson-editor');
  await editor.getByTestId('editor-start').click();
  await editor.getByTestId('editor-run').click();
  await expect(status(page)).toHaveAttribute('data-phase', 'finished', { timeout: 30_000 });
  return editor;
}

export async function writeBasics(page: Page) {
  const editor = page.getByTestId('lesson-editor');
  await editor.getByTestId('lesson-title-en').fill('Reads together');
  await editor.getByTestId('lesson-title-zh').fill('一起读取');
  await editor.getByTestId('lesson-summary-en').fill('Two reads share a batch.');
  await editor.getByTestId('lesson-summary-zh').fill('两次读取同批执行。');
  const note = editor.getByTestId('editor-note').first();
  await note.getByTestId('note-text-en').fill('Watch the Batches tab.');
  await note.getByTestId('note-text-zh').fill('留意「批次」。');
  await note.getByTestId('note-focus').selectOption(JSON.stringify({ kind: 'stage', stage: 'batches' }));
}

/** One checkpoint: its answer picked from what the trace reads, with one other choice. */
export async function writeCheckpoint(page: Page, selector: object, other: string) {
  const editor = page.getByTestId('lesson-editor');
  await editor.getByTestId('add-checkpoint').click();
  const checkpoint = editor.getByTestId('editor-checkpoint').last();
  await checkpoint.getByTestId('checkpoint-question-en').fill('What will the trace read?');
  await checkpoint.getByTestId('checkpoint-question-zh').fill('轨迹会读到什么？');
  await checkpoint.getByTestId('checkpoint-selector').selectOption(JSON.stringify(selector));
  const choices = checkpoint.getByTestId('checkpoint-choices');
  const answer = (await choices.inputValue()).trim();
  await choices.fill(`${answer}\n${other}`);
  await checkpoint.getByTestId('checkpoint-explanation-en').fill('The trace says so.');
  await checkpoint.getByTestId('checkpoint-explanation-zh').fill('轨迹里就是这样。');
  await expect(editor.getByTestId('editor-ready')).toBeVisible();
  return answer;
}

/** Closes the editor (its draft stays) so the page behind it can be used. */
export async function closeEditor(page: Page) {
  await page.getByTestId('lesson-editor').locator('.lesson-editor-header button').click();
  await expect(page.getByTestId('lesson-editor')).toHaveCount(0);
}

/** "Write a lesson" again: the draft that was being written, as it was left. */
export async function reopenEditor(page: Page, label = 'Write a lesson') {
  await page.getByRole('button', { name: label }).click();
  await expect(page.getByTestId('lesson-editor')).toBeVisible();
}

/**
 * Nothing of the editor is cut: no element past the window or a box that hides it (layout-bounds), and
 * nothing in its scrolling body wider than the body (a field or a picker cut at the right edge, which a
 * scrolling box would otherwise excuse).
 */
export async function expectEditorFits(page: Page, where: string) {
  const overflow = await overflowOf(page, '[data-testid="lesson-editor"]');
  expect({ where, clipped: overflow.clipped }).toEqual({ where, clipped: [] });
  const wide = await page.evaluate(() => {
    const body = document.querySelector('.lesson-editor-body')!;
    const box = body.getBoundingClientRect();
    const past = [...body.querySelectorAll('input, textarea, select, button, legend, p, span')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1);
      })
      .map((el) => `${el.tagName.toLowerCase()}[${el.getAttribute('data-testid') ?? ''}]`);
    return { scrolls: body.scrollWidth > body.clientWidth + 1, past };
  });
  expect({ where, ...wide }).toEqual({ where, scrolls: false, past: [] });
}
