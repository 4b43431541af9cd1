// Shell limits as a session setting, in real Chromium: a limit lowered in the Settings tab between steps holds
// from the next Bash call on (an earlier call ran under the defaults), an out-of-range value is refused inline,
// and the terminal's toolbar shows the figures in force.
import { expect, test, type Page } from '@playwright/test';
import { scriptedSpec } from '../src/runtime/testing/spec-builders';
import { watchPage } from './support/page-guards';
import { openSessionFile, sessionFile } from './support/session-file';
import { expectAccessible, openPlayground } from './support/playground';
import { startTerminal } from './support/terminal';
import { stepOver } from './support/library';

// 3,890 bytes, line by line (so a limit keeps what came before it): far under the default 1 MiB, over the
// smallest allowed limit (1 KiB). `seq`, not a shell loop: the emulated shell takes over a second for a
// 1,000-turn while loop, and several on a loaded CI machine, which a step's wait then has to cover.
const printMany = { name: 'Bash', arguments: { command: 'seq 0 999' } };

const spec = scriptedSpec([{ toolCalls: [printMany] }, { toolCalls: [printMany] }, { content: 'Done.' }], {
  tools: ['Bash'],
});

/** The run stage of the latest turn's only call, as the Gates tab draws it. */
const runStage = (page: Page) => page.locator('.gate-call').last().locator('[data-gate="run"]');

test.beforeEach(async ({ page }) => {
  await openPlayground(page);
});

test('an output limit lowered in Settings between steps stops the next Bash call at it', async ({
  page,
  baseURL,
}) => {
  const problems = watchPage(page, new URL(baseURL!).origin);
  await openSessionFile(page, sessionFile('Limits', spec));
  await startTerminal(page);
  const terminalLimits = page.getByTestId('terminal-limits');
  await expect(terminalLimits).toHaveAttribute('data-max-output-bytes', String(1024 * 1024));
  const controls = page.getByRole('toolbar', { name: 'Drive the runtime' });
  // One step at a time (support/library.ts): a press while the first step still runs is not a second step.
  await stepOver(page, 2);
  await expect(page.getByTestId('step-counter')).toContainText('Step 2 /');

  await page.getByRole('tab', { name: 'Settings' }).click();
  const output = page.getByRole('spinbutton', { name: 'Output per call (bytes)' });
  await expect(output).toHaveValue(String(1024 * 1024));
  await expect(output).toHaveAttribute('min', '1024');
  await expect(output).toHaveAttribute('max', String(64 * 1024 * 1024));
  const apply = page.getByRole('button', { name: 'Apply at the next step' });

  // Below the range: named beside the input, and nothing can be applied.
  await output.fill('100');
  await expect(output).toHaveAttribute('aria-invalid', 'true');
  await expect(output).toHaveAccessibleDescription(/A whole number from 1,024 to 67,108,864/);
  await expect(apply).toBeDisabled();
  await page
    .getByRole('group', { name: 'Shell limits (Bash)' })
    .screenshot({ path: 'reports/screenshots/settings-shell-limits-refused.png' });

  await output.fill('1024');
  await expect(output).toHaveAttribute('aria-invalid', 'false');
  await expect(apply).toBeEnabled();
  await expectAccessible(page);
  await apply.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'the next step uses these settings' }),
  ).toBeVisible();
  await controls.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'finished');

  // Step 2's call ran under the new limit: stopped at it, with what it printed so far.
  await page.getByRole('tab', { name: 'Gates' }).click();
  await expect(runStage(page)).toHaveAttribute('data-verdict', 'partial');
  await expect(runStage(page).locator('.badge')).toHaveText('LIMIT_EXCEEDED');
  await expect(page.locator('.gate-call').last()).toHaveAttribute('data-call-id', 'call_2_1');
  await expect(terminalLimits).toHaveAttribute('data-max-output-bytes', '1024');
  await page.screenshot({ path: 'reports/screenshots/settings-shell-limits.png', fullPage: true });

  // Step 1's call, before the change, printed everything under the default limit.
  await page.getByRole('button', { name: 'Previous step' }).click();
  await page.getByRole('button', { name: 'Previous step' }).click();
  await expect(page.locator('.gate-call').last()).toHaveAttribute('data-call-id', 'call_1_1');
  await expect(runStage(page)).toHaveAttribute('data-verdict', 'success');
  expect(problems.consoleErrors).toEqual([]);
});
