// Issue 16: one click of the guide's "Run the next step" completes step 1 of every lesson, in English and in
// Chinese, and every place that numbers the position agrees: the guide's "Step 1", the counter's "Step 1 / 1"
// and its event number, the trace row of the event shown, and the Share dialog's "Shared at step 1".
import { expect, test } from '@playwright/test';
import { LESSONS } from '../src/session/lessons/lesson-catalog';
import { openLesson } from './support/library';
import { openPlayground } from './support/playground';

const WORDS = {
  en: {
    counter: 'Step 1 / 1',
    event: 'event #',
    share: 'Share',
    sharedAt: 'Shared at step 1',
    trace: 'Trace',
  },
  zh: { counter: '第 1 / 1 步', event: '事件 #', share: '分享', sharedAt: '分享时所在步骤 1', trace: '轨迹' },
} as const;

for (const lesson of LESSONS) {
  for (const language of ['en', 'zh'] as const) {
    test(`lesson ${lesson.number} (${lesson.id}), ${language}: one click completes step 1; every number agrees`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const words = WORDS[language];
      await openPlayground(page);
      await openLesson(page, lesson.id);
      if (language === 'zh') await page.getByRole('button', { name: '中文' }).click();
      const guide = page.locator(`aside[data-lesson="${lesson.id}"]`);
      await expect(guide.getByTestId('lesson-step')).toHaveAttribute('data-step', '0');

      await guide.locator('.lesson-next').click();
      await expect(guide.getByTestId('lesson-step')).toHaveAttribute('data-step', '1', { timeout: 30_000 });
      await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true');
      const counter = page.getByTestId('step-counter');
      await expect(counter).toContainText(words.counter);
      // Step 1's checkpoints are answered from the trace after that one click.
      for (const checkpoint of lesson.guide.checkpoints.filter((c) => c.step === 1)) {
        await expect(guide.locator(`[data-checkpoint="${checkpoint.id}"]`)).toHaveAttribute(
          'data-state',
          'revealed',
        );
      }

      // The counter's event is the trace row's number, and that row is step 1's end.
      const counterText = (await counter.textContent()) ?? '';
      const seq = Number(
        counterText.slice(counterText.indexOf(words.event) + words.event.length).split(' ')[0],
      );
      expect(Number.isInteger(seq)).toBe(true);
      await page.getByRole('tab', { name: words.trace, exact: true }).click();
      // Rows are virtualized (26 px each): scroll the one shown into view first.
      await page.locator('.trace-scroller').evaluate((el, at) => (el.scrollTop = at * 26), seq);
      const row = page.locator(`.trace-row[data-seq="${seq}"]`);
      await expect(row).toHaveAttribute('data-type', 'step-end');
      await expect(row.locator('.trace-seq')).toHaveText(String(seq));
      await expect(row.locator('.trace-step')).toHaveText('s1');

      await page.getByRole('button', { name: words.share, exact: true }).click();
      await expect(page.getByRole('dialog')).toContainText(words.sharedAt);
    });
  }
}
