// Lessons 11 and 12 in the page: the gallery offers every lesson, in both languages; lesson 11's checkpoints
// are answered from the subagent's nested run, which its note shows inside the Task call; lesson 12's are
// answered from the schema as sent before and after the recorded settings change turns strict on.
import { expect, test, type Page } from '@playwright/test';
import { LESSONS } from '../src/session/lessons/lesson-catalog';
import { openLesson } from './support/library';
import { watchPage } from './support/page-guards';
import { chooseChinese, openPlayground } from './support/playground';

const guideOf = (page: Page, id: string) => page.locator(`aside[data-lesson="${id}"]`);

test('the gallery has a card for every lesson, in English and in Chinese', async ({ page }) => {
  await openPlayground(page);
  await page.getByRole('button', { name: 'Lessons', exact: true }).click();
  const cards = page.locator('li.lesson-card[data-lesson]');
  await expect(cards).toHaveCount(LESSONS.length);
  for (const lesson of LESSONS.slice(10)) {
    await expect(page.locator(`[data-lesson="${lesson.id}"]`)).toContainText(lesson.title.en);
  }
  await page.keyboard.press('Escape');
  await chooseChinese(page);
  await page.getByRole('button', { name: '课程', exact: true }).click();
  for (const lesson of LESSONS.slice(10)) {
    await expect(page.locator(`[data-lesson="${lesson.id}"]`)).toContainText(lesson.title.zh);
  }
});

test('lesson 11: the subagent’s steps and calls are read from its nested run inside the Task call', async ({
  page,
  baseURL,
}) => {
  const problems = watchPage(page, new URL(baseURL!).origin);
  await page.setViewportSize({ width: 1600, height: 1000 });
  await openPlayground(page);
  await openLesson(page, 'subagent-todo');
  const guide = guideOf(page, 'subagent-todo');
  const steps = guide.locator('[data-checkpoint="child-steps"]');
  await expect(steps).toHaveAttribute('data-state', 'not-yet');
  await steps.getByText('3', { exact: true }).click();

  await guide.getByRole('button', { name: 'Run the next step' }).click();
  await expect(guide.getByTestId('lesson-step')).toHaveAttribute('data-step', '1', { timeout: 30_000 });
  // The counter counts the main agent's steps: the subagent's three are inside main step 1.
  await expect(page.getByTestId('step-counter')).toContainText('Step 1 / 1');
  await expect(steps.getByTestId('checkpoint-answer')).toHaveText('3');
  await expect(steps).toContainText('right');
  await expect(guide.locator('[data-checkpoint="child-calls"]').getByTestId('checkpoint-answer')).toHaveText(
    'Grep, Read',
  );
  await expect(guide.locator('[data-checkpoint="serial"]').getByTestId('checkpoint-answer')).toHaveText(
    '[TodoWrite] → [Task]',
  );
  // "Show me" points at the Task call's run, where its nested run is drawn.
  await guide.getByRole('button', { name: 'Show me' }).click();
  const nested = page.locator('[data-testid="pipeline-nested-run"][data-call-id="call_1_2"]');
  await expect(nested).toBeVisible();
  await expect(nested.locator('li[data-nested-step="1"] .nested-call')).toHaveText('Grep ✓');
  // The main conversation holds one tool message for the Task call; the subagent's are folded under it.
  const transcript = page.locator(
    '.message-list .tool-card[data-call-id="call_1_2"] [data-testid="subagent-transcript"]',
  );
  await expect(transcript.locator(':scope > summary')).toHaveText('Subagent answered · steps: 3');
  expect(problems.consoleErrors).toEqual([]);
});

test('lesson 12: strict turns Read’s optional offset nullable, and the same null call then runs', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await openPlayground(page);
  await openLesson(page, 'strict-schemas');
  const guide = guideOf(page, 'strict-schemas');
  const answer = (id: string) => guide.locator(`[data-checkpoint="${id}"]`).getByTestId('checkpoint-answer');
  await guide.getByRole('button', { name: 'Run the next step' }).click();
  await expect(guide.getByTestId('lesson-step')).toHaveAttribute('data-step', '1', { timeout: 30_000 });
  await expect(answer('required-loose')).toHaveText('path');
  await expect(answer('null-loose')).toHaveText('error INVALID_PARAM');
  await guide.getByRole('button', { name: 'Run the next step' }).click();
  await expect(guide.getByTestId('lesson-step')).toHaveAttribute('data-step', '2', { timeout: 30_000 });
  await expect(answer('nullable-strict')).toHaveText('integer, null');
  await expect(answer('null-strict')).toHaveText('partial');
  await chooseChinese(page);
  await expect(guide).toContainText('strict 已经打开');
});
