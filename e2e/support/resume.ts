// Where a session stands as a person sees it — the step counter and the trace hash the Sessions panel shows —
// and the moves the resume specs make: the guide's "Run the next step", the runtime's single Step, a reload
// once the header says the position is saved.
import { expect, type Page } from '@playwright/test';
import { saveState, shownTrace } from './library';

export const counter = (page: Page) => page.getByTestId('step-counter');
const status = (page: Page) => page.getByTestId('runtime-status');
const runtimeControls = (page: Page) => page.getByRole('toolbar', { name: 'Drive the runtime' });

/** The step counter's words and the Sessions panel's trace hash: "the same event, the same hash". */
export async function standing(page: Page): Promise<{ counter: string; hash: string }> {
  const text = (await counter(page).textContent()) ?? '';
  return { counter: text, hash: (await shownTrace(page)).hash };
}

/** Presses a control and waits until it has moved the trace and the run rests again. */
async function moved(page: Page, press: () => Promise<void>) {
  const before = (await counter(page).textContent()) ?? '';
  await press();
  await expect(counter(page)).not.toHaveText(before, { timeout: 30_000 });
  await expect(status(page)).toHaveAttribute('data-paused', 'true');
}

export const isFinished = async (page: Page) =>
  (await status(page).getAttribute('data-phase')) === 'finished';

/** The guide's "Run the next step": one whole step (finish-step), so wait for the guide to count it. */
export async function runNextStep(page: Page) {
  const guideStep = page.getByTestId('lesson-step');
  const before = Number(await guideStep.getAttribute('data-step'));
  await page.getByRole('button', { name: 'Run the next step' }).click();
  await expect(guideStep).toHaveAttribute('data-step', String(before + 1), { timeout: 30_000 });
  await expect(status(page)).toHaveAttribute('data-paused', 'true', { timeout: 30_000 });
}

/** One event more (the runtime's Step), unless the run has ended. */
export async function stepEvent(page: Page) {
  if (await isFinished(page)) return;
  await moved(page, () => runtimeControls(page).getByRole('button', { name: 'Step', exact: true }).click());
}

/** Reloads once what is shown is saved, and waits until the session is back (the restore has ended). */
export async function reloadWhenSaved(page: Page) {
  await expect(saveState(page)).toHaveAttribute('data-save', 'saved');
  await reloadNow(page);
}

export async function reloadNow(page: Page) {
  await page.reload();
  // A reload boots the whole app again (workers, the session's IndexedDB): at a load of ~11 on two workers this
  // once took longer than the default 5 s, so it gets the same allowance as the save below.
  await expect(page.locator('[data-worker="runtime"]')).toHaveAttribute('data-state', 'ready', {
    timeout: 30_000,
  });
  await expect(saveState(page)).toHaveAttribute('data-save', 'saved', { timeout: 30_000 });
}

/** Runs the session to its end with the runtime's Run. */
export async function runToTheEnd(page: Page) {
  if (!(await isFinished(page)))
    await runtimeControls(page).getByRole('button', { name: 'Run', exact: true }).click();
  await expect(status(page)).toHaveAttribute('data-phase', 'finished', { timeout: 30_000 });
}
