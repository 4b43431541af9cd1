// Issue 16, item 5: at a lesson's end the guide shows what the run showed (counted from the trace), the
// checkpoint score, and the way on to the next lesson — in English and in Chinese — once the click that
// finishes the last step has run (the run's end comes with that step's end, not a click later).
import { expect, test } from '@playwright/test';
import { openLesson } from './support/library';
import { chooseChinese, openPlayground } from './support/playground';

const WORDS = {
  en: {
    title: 'Lesson complete',
    steps: 'Steps run: 2.',
    breaker: 'Read CLOSED→OPEN',
    next: 'Next lesson: 3.',
  },
  zh: { title: '本课完成', steps: '共执行了 2 步。', breaker: 'Read CLOSED→OPEN', next: '下一课：第 3 课' },
} as const;

for (const language of ['en', 'zh'] as const) {
  test(`lesson 2 ends with a recap, the score and the next lesson (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    const words = WORDS[language];
    await openPlayground(page);
    await openLesson(page, 'schema-each-step');
    if (language === 'zh') await chooseChinese(page);
    const guide = page.locator('aside[data-lesson="schema-each-step"]');
    const step = guide.getByTestId('lesson-step');
    const next = guide.locator('.lesson-next');
    // One right guess and one wrong one.
    await guide
      .locator('[data-checkpoint="sorted-order"]')
      .getByText('Edit, Read, Write', { exact: true })
      .click();
    await next.click();
    await expect(step).toHaveAttribute('data-step', '1', { timeout: 30_000 });
    await guide.locator('[data-checkpoint="schema-after-open"]').getByText('Read', { exact: true }).click();
    // The click that finishes the last step ends the run too: the ending shows with no click more.
    await next.click();
    await expect(step).toHaveAttribute('data-step', '2', { timeout: 30_000 });

    const ending = guide.getByTestId('lesson-ending');
    await expect(ending).toContainText(words.title, { timeout: 30_000 });
    await expect(ending.locator('[data-recap="steps"]')).toHaveText(words.steps);
    await expect(ending.locator('[data-recap="breaker"]')).toContainText(words.breaker);
    await expect(ending.getByTestId('lesson-score')).toHaveAttribute('data-right', '1');
    await expect(ending.getByTestId('lesson-score')).toHaveAttribute('data-answered', '2');
    await expect(next).toBeDisabled();

    const onward = ending.locator('[data-next-lesson="parallel-reads"]');
    await expect(onward).toContainText(words.next);
    await onward.click();
    await expect(page.locator('aside[data-lesson="parallel-reads"]')).toBeVisible({ timeout: 30_000 });
    await expect(
      page.locator('aside[data-lesson="parallel-reads"]').getByTestId('lesson-step'),
    ).toHaveAttribute('data-step', '0');
  });
}
