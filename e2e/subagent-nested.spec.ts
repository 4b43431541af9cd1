// A Task subagent's run is drawn nested (issue 17 item 3): under the Task call's card as a collapsible
// sub-transcript, in the pipeline view inside the Task call of its step, and in the step counter as the
// subagent's own step beside the main agent's.
import { expect, test } from '@playwright/test';
import { TASK_SCOPE, taskSpec } from '../src/runtime/testing/task-spec';
import { watchPage } from './support/page-guards';
import { openPlayground } from './support/playground';
import { openSessionFile, runToEnd, sessionFile } from './support/session-file';

test('a Task call shows its subagent nested: sub-transcript, scoped counter, nested run in the pipeline', async ({
  page,
  baseURL,
}) => {
  const problems = watchPage(page, new URL(baseURL!).origin);
  await openPlayground(page);
  await openSessionFile(page, sessionFile('A subagent', taskSpec()));
  await runToEnd(page);
  await expect(page.getByTestId('step-counter')).toContainText('Step 3 / 3');

  // The Task call's card holds the subagent's conversation, collapsed, saying how it ended.
  const taskCard = page.locator('.message-list .tool-card[data-call-id="call_1_1"]');
  const transcript = taskCard.getByTestId('subagent-transcript');
  await expect(transcript).toHaveAttribute('data-scope', TASK_SCOPE);
  await expect(transcript).not.toHaveAttribute('open', '');
  await expect(transcript.locator(':scope > summary')).toHaveText('Subagent answered · steps: 3');
  await transcript.locator(':scope > summary').click();
  await expect(transcript.getByText('What does a.md say?')).toBeVisible();
  await expect(transcript.getByText('a.md says 42.')).toBeVisible();
  await expect(transcript.locator('.tool-card[data-call-id="call_2_1"] .tool-name')).toHaveText('LS');
  // The subagent's messages are not the main agent's: its prompt appears only inside the card.
  const mainUsers = page
    .getByRole('list', { name: 'Messages', exact: true })
    .locator(':scope > li > .message-user');
  await expect(mainUsers).toHaveCount(1);
  await expect(mainUsers).not.toContainText('What does a.md say?');

  // Travel to the subagent's second step: the counter names both agents' steps.
  await page.getByRole('tab', { name: 'Trace' }).click();
  await page.getByRole('combobox', { name: 'Type' }).selectOption('step-start');
  const nestedStarts = page.locator(`.trace-row[data-scope="${TASK_SCOPE}"]`);
  await expect(nestedStarts).toHaveCount(3);
  await expect(nestedStarts.nth(1).locator('.trace-step')).toHaveText('↳s2');
  await nestedStarts.nth(1).click();
  const counter = page.getByTestId('step-counter');
  await expect(counter).toHaveAttribute('data-nested-scope', TASK_SCOPE);
  await expect(counter).toContainText('Step 1 / 3 · subagent of call_1_1: step 2 / 3');

  // The pipeline view draws main step 1, with the subagent's run inside its Task call, at step 2.
  await expect(page.getByTestId('pipeline-view')).toHaveAttribute('data-step', '1');
  const nested = page.locator('[data-testid="pipeline-nested-run"][data-call-id="call_1_1"]');
  await expect(nested).toBeVisible();
  await expect(nested.locator('li[data-current]')).toHaveAttribute('data-nested-step', '2');
  await expect(nested.locator('li[data-nested-step="1"] .nested-call')).toHaveText('LS ✓');
  await expect(nested).not.toHaveAttribute('data-ended');
  // As of that moment the turn has not reached the history yet: the Task call's card is the turn being
  // written's, and the running subagent is drawn in it, open, saying which step it is in.
  const running = page.locator(`[data-testid="subagent-transcript"][data-scope="${TASK_SCOPE}"]`);
  await expect(running).toHaveAttribute('data-running', 'true');
  await expect(running.locator(':scope > summary')).toHaveText('Subagent running: step 2');
  await expect(running.locator('.tool-card[data-call-id="call_2_1"]')).toBeVisible();
  await expect(
    page
      .locator('[data-testid="pending-turn"] .tool-card[data-call-id="call_1_1"]')
      .getByTestId('subagent-transcript'),
  ).toHaveAttribute('data-running', 'true');

  // Main step 2 made no Task call: the nested run is not drawn there.
  // Next step goes to the end of a main step (issue 33): first main step 1's, whose Task call is done, the
  // counter back on the main agent; then main step 2's.
  await page.getByTestId('step-counter').scrollIntoViewIfNeeded();
  const nextStep = page
    .getByRole('toolbar', { name: 'Review the trace' })
    .getByRole('button', { name: 'Next step' });
  await nextStep.click();
  await expect(counter).toContainText('Step 1 / 3');
  await expect(counter).not.toHaveAttribute('data-nested-scope');
  await nextStep.click();
  await expect(page.getByTestId('pipeline-view')).toHaveAttribute('data-step', '2');
  await expect(counter).not.toHaveAttribute('data-nested-scope');
  await expect(page.getByTestId('pipeline-nested-run')).toHaveCount(0);
  expect(problems.consoleErrors).toEqual([]);
});
