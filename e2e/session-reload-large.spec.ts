// A long session opens, and reopens after a reload, without the page drawing its replay event by event
// (issue 13): the 200-step / 2,000-file session of `session.reload-to-ready-ms` froze the page while it
// opened (a screenshot timed out), because each batch of its 6,500 replayed events redrew the page with all
// events so far. What would have caught it is the shape of what the page showed, not a time: the step
// counter goes from nothing straight to where the session stood, with no step in between, both when the
// file is opened and after the reload.
import { expect, test, type Page } from '@playwright/test';
import { longSessionDocument, SESSION_STEPS } from '../bench/session-fixture';
import { openPlayground } from './support/playground';

/** Every text the step counter shows from now on (recorded in the page, from its first paint). */
const WATCH_COUNTER = `
  window.__counterTexts = [];
  new MutationObserver(() => {
    const text = document.querySelector('[data-testid="step-counter"]')?.textContent ?? null;
    if (text !== null && window.__counterTexts.at(-1) !== text) window.__counterTexts.push(text);
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;

const counterTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __counterTexts: string[] }).__counterTexts);

/** The counter's texts that name a step: a replay drawn as it came showed dozens of them. */
const steps = (texts: readonly string[]) => texts.filter((t) => /^Step \d+ /.test(t));

test('a 200-step session over 2,000 files opens and reopens where it stood, its replay drawn once', async ({
  page,
}) => {
  test.setTimeout(240_000); // a loaded machine: the replay is 200 steps; nothing here is timed
  const session = await longSessionDocument();
  await page.addInitScript(WATCH_COUNTER);
  await openPlayground(page);
  await page.getByTestId('session-file-input').setInputFiles({
    name: 'two-hundred-steps.session.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(session)),
  });
  const counter = page.getByTestId('step-counter');
  await expect(counter).toHaveText(new RegExp(`^Step ${SESSION_STEPS} / ${SESSION_STEPS} `), {
    timeout: 120_000,
  });
  const where = (await counter.textContent()) ?? '';
  expect(steps(await counterTexts(page))).toEqual([where]);
  const run = page.locator('.runtime-controls button[aria-keyshortcuts="r"]');
  await expect(run).toHaveText('Run');
  await expect(run).toBeEnabled();

  // Kept: the library saved it and its workspace database holds it.
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-save', 'saved', { timeout: 60_000 });
  await expect(page.getByTestId('workspace-store')).toHaveAttribute('data-access', 'owner', {
    timeout: 60_000,
  });
  await page.reload();
  await expect(counter).toHaveText(where, { timeout: 120_000 });
  await expect(run).toHaveText('Run');
  await expect(run).toBeEnabled();
  expect(steps(await counterTexts(page))).toEqual([where]);
  await expect(page.getByTestId('workspace-store')).toHaveAttribute('data-check', 'verified', {
    timeout: 60_000,
  });
});
