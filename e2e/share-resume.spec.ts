// Issue 13, item 5: a link and an exported file open where they were made — paused at the same event, with
// the lesson's guide — and the Share dialog, the Sessions panel, the reopened link and file and
// `npm run replay` all give the same trace hash for that point. "Shared at step N" is the counter's step.
import { execFileSync } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openLesson, saveState, stepOver } from './support/library';
import { openPlayground } from './support/playground';
import { counter, standing, stepEvent } from './support/resume';

function cliHash(arg: string): string {
  const out = execFileSync('node_modules/.bin/tsx', ['src/cli/replay.ts', arg], { encoding: 'utf8' });
  return /traceHash=([0-9a-f]{64})/.exec(out)?.[1] ?? '';
}

async function shareDetails(page: Page) {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this session' });
  const url = await dialog.getByTestId('share-link').inputValue();
  const hash = (await dialog.getByTestId('share-trace-hash').textContent()) ?? '';
  const step = await dialog.getByTestId('share-step').getAttribute('data-step');
  const said = (await dialog.getByTestId('share-step').textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Close' }).click();
  return { url, hash, step: Number(step), said };
}

async function expectPausedAt(page: Page, shown: { counter: string; hash: string }) {
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true');
  await expect(counter(page)).toHaveText(shown.counter, { timeout: 30_000 });
  await expect(saveState(page)).toHaveAttribute('data-save', 'saved', { timeout: 30_000 });
  expect(await standing(page)).toEqual(shown);
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'running');
}

test('a link, an exported file and the library show the hash npm run replay prints, paused where made', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await openPlayground(page);
  await openLesson(page, 'parallel-reads');
  // Mid-turn in step 1: no step has ended, so a step's end is no stand-in for where it was shared. The
  // toolbar's Step over pauses where step 1 starts ("Run the next step" would finish the step).
  await stepOver(page, 1);
  for (let i = 0; i < 4; i += 1) await stepEvent(page);
  const shown = await standing(page);
  const shared = await shareDetails(page);
  expect(shared.hash).toBe(shown.hash);
  // The step the counter shows, in the counter's numbering.
  expect(shown.counter).toMatch(new RegExp(`^Step ${shared.step} /`));
  expect(shared.said).toBe(`Shared at step ${shared.step}`);
  expect(cliHash(shared.url)).toBe(shown.hash);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export', exact: true }).click(),
  ]);
  const file = join(await mkdtemp(join(tmpdir(), 'share-resume-')), download.suggestedFilename());
  await download.saveAs(file);
  expect(cliHash(file)).toBe(shown.hash);

  // The recipient: paused at the same event, the guide beside it, its answers not revealed past that point.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.setViewportSize({ width: 1600, height: 1000 });
  await other.goto(shared.url);
  await expectPausedAt(other, shown);
  const guide = other.locator('aside[data-lesson="parallel-reads"]');
  await expect(guide).toBeVisible();
  await expect(guide.locator('[data-checkpoint="partition"]')).toHaveAttribute('data-state', 'not-yet');

  // The exported file, imported: the same.
  await other.getByTestId('session-file-input').setInputFiles(file);
  await expect(other.getByTestId('lessons-notice')).toContainText('Opened “Lesson 3');
  await expectPausedAt(other, shown);
  await expect(guide).toBeVisible();
  await fresh.close();
});
