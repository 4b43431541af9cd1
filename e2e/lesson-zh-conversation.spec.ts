// Issue 16, item 7: switching language with a lesson open keeps the session on screen and offers the other
// conversation at the same step. That the Chinese page opens every lesson's Chinese conversation, runs it to
// the Chinese pin with the guide and plays the Chinese recording in the embed is the lesson matrix's zh pass
// (lesson-matrix.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import { lessonById } from '../src/session/lessons/lesson-catalog';
import { lessonDocumentIn } from '../src/session/lessons/lesson-variants';
import { chooseChinese } from './support/playground';

const status = (page: Page) => page.getByTestId('runtime-status');

test('switching language keeps the conversation and offers the other one at the same step', async ({
  page,
}) => {
  const id = 'circuit-breaker';
  const lesson = lessonById(id)!;
  await page.goto(`./?lesson=${id}`);
  await expect(status(page)).toHaveAttribute('data-paused', 'true', { timeout: 20_000 });
  const guide = page.locator(`aside[data-lesson="${id}"]`);
  await guide.getByRole('button', { name: 'Run the next step' }).click();
  await expect(guide.getByTestId('lesson-step')).toHaveAttribute('data-step', '1', { timeout: 30_000 });
  const user = page.locator('.message-user p').first();
  await expect(user).toHaveText(lesson.document.userMessages[0]!);

  await chooseChinese(page);
  // The trace does not change under the learner: the English conversation stays, and the guide says so.
  await expect(user).toHaveText(lesson.document.userMessages[0]!);
  const note = guide.getByTestId('conversation-language');
  await expect(note).toHaveAttribute('data-told', 'en');
  await note.getByRole('button', { name: '换成中文版本，从第 1 步重新打开' }).click();
  await expect(user).toHaveText(lessonDocumentIn(lesson, 'zh').userMessages[0]!, { timeout: 20_000 });
  await expect(status(page)).toHaveAttribute('data-paused', 'true', { timeout: 20_000 });
  await expect(guide.getByTestId('lesson-step')).toHaveAttribute('data-step', '1');
  await expect(guide.locator('[data-checkpoint="opens"]')).toHaveAttribute('data-state', 'revealed');
  await expect(note).toHaveCount(0);
});
