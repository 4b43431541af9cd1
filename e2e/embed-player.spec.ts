// `?embed=1`: the compact player renders the conversation and one inspector, opens at `&step=N`, and steps.
import { expect, test } from '@playwright/test';

test('the embed player opens a lesson at a step and steps through it', async ({ page }) => {
  await page.goto('./?embed=1&lesson=circuit-breaker&step=1&tab=breakers');
  const player = page.getByTestId('embed-player');
  await expect(player).toBeVisible();
  await expect(player.getByRole('heading', { level: 1 })).toHaveText(/The circuit breaker/, {
    timeout: 20_000,
  });
  // No playground chrome: no header controls, no workspace region.
  await expect(page.getByRole('region', { name: 'Workspace' })).toHaveCount(0);
  // The whole session has run and the cursor rests at the end of step 1 (of 4).
  await expect(page.getByTestId('step-counter')).toContainText('Step 1 / 4', { timeout: 20_000 });
  const hashAtStep1 = await page.getByTestId('embed-trace-hash').textContent();
  await expect(player.getByRole('region', { name: 'inspector' })).toBeVisible();

  // One step forward on the playhead changes the trace as of the cursor, hence its hash.
  await page
    .getByRole('toolbar', { name: 'Review the trace' })
    .getByRole('button', { name: /Next step/ })
    .click();
  await expect(page.getByTestId('embed-trace-hash')).not.toHaveText(hashAtStep1 ?? '');
  await expect(player.getByRole('link', { name: 'Open in ToolScope' })).toHaveAttribute(
    'href',
    /lesson=circuit-breaker/,
  );
});

test('an embed with nothing to play says how to use it', async ({ page }) => {
  await page.goto('./?embed=1');
  await expect(page.getByTestId('embed-player')).toContainText('&lesson=<id>');
});
