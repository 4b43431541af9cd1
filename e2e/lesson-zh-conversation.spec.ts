// Issue 16, item 7: a lesson's conversation exists in Chinese. The Chinese page opens the lesson's Chinese
// session (its user message and the model's text are Chinese in the conversation), runs it to its end with
// the guide, and the trace hash it shows is the Chinese variant's pin; the embedded player plays each
// lesson's Chinese recording, pinned likewise. Switching language with a lesson open keeps the session on
// screen and offers the other conversation at the same step.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { LESSONS, lessonById } from '../src/session/lessons/lesson-catalog';
import type { LessonPin } from '../src/session/lessons/lesson-pins';
import { lessonDocumentIn } from '../src/session/lessons/lesson-variants';

const PINS = JSON.parse(readFileSync('src/session/lessons/lesson-pins.json', 'utf8')) as Record<
  string,
  LessonPin
>;
const zhPin = (id: string): string => {
  const pin = PINS[id]?.variants?.zh;
  return pin && 'traceHash' in pin ? pin.traceHash : 'not pinned';
};
const contents = (id: string): string[] => {
  const provider = lessonDocumentIn(lessonById(id)!, 'zh').provider;
  return provider.kind === 'scripted' ? provider.script.flatMap((turn) => turn.content ?? []) : [];
};
const status = (page: Page) => page.getByTestId('runtime-status');

test.describe('in the Chinese UI', () => {
  test.use({ locale: 'zh-CN' });

  test('a lesson opens as its Chinese conversation, runs to its end, and hashes to the Chinese pin', async ({
    page,
  }) => {
    const id = 'parallel-reads';
    const zh = lessonDocumentIn(lessonById(id)!, 'zh');
    await page.goto(`./?lesson=${id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', /^zh/);
    await expect(status(page)).toHaveAttribute('data-paused', 'true', { timeout: 20_000 });
    const guide = page.locator(`aside[data-lesson="${id}"]`);
    await expect(guide).toBeVisible();
    // Step by step with the guide, to its end (the lesson has two steps; the last click ends the run).
    for (const step of [1, 2]) {
      await guide.getByRole('button', { name: '执行下一步' }).click();
      await expect(guide.getByTestId('lesson-step')).toHaveAttribute('data-step', String(step), {
        timeout: 30_000,
      });
    }
    await expect(status(page)).toHaveAttribute('data-phase', 'finished', { timeout: 30_000 });
    await expect(page.locator('.message-user p').first()).toHaveText(zh.userMessages[0]!);
    const said = page.locator('.message-assistant p');
    for (const text of contents(id)) await expect(said.filter({ hasText: text })).toHaveCount(1);
    // No note about another language: the conversation is the page's.
    await expect(guide.getByTestId('conversation-language')).toHaveCount(0);
    await page.getByRole('button', { name: '分享', exact: true }).click();
    await expect(page.getByRole('dialog').getByTestId('share-trace-hash')).toHaveText(zhPin(id), {
      timeout: 20_000,
    });
  });

  for (const lesson of LESSONS.filter((l) => l.variants?.zh !== undefined)) {
    test(`the embed plays lesson ${lesson.number} (${lesson.id}) in Chinese, to its Chinese pin`, async ({
      page,
    }) => {
      await page.goto(`./?embed=1&lesson=${lesson.id}&lang=zh`);
      await expect(page.getByTestId('embed-trace-hash')).toHaveText(zhPin(lesson.id), { timeout: 30_000 });
    });
  }
});

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

  await page.getByRole('button', { name: '中文' }).click();
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
