// A failed model call waits for the person (decision 0735) instead of ending the run: these drive a session
// to that point and give up on it with Stop, for specs whose endpoint fails on purpose.
import { expect, type Page } from '@playwright/test';

const controls = (page: Page) => page.getByRole('toolbar', { name: 'Drive the runtime' });

/** Presses Run and waits until a failed call waits for a retry (the retry bar shows). */
export async function runToFailedCall(page: Page, timeout = 20_000): Promise<void> {
  await controls(page).getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByTestId('retry-failed-call')).toBeVisible({ timeout });
}

/** Stop while a failed call waits gives up on it: the run ends with the failure. */
export async function giveUpFailedCall(page: Page): Promise<void> {
  await expect(page.getByTestId('retry-failed-call')).toBeVisible({ timeout: 20_000 });
  await controls(page).getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'finished');
}
