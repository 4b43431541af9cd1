// A breakpoint on CONFLICT in the optimistic-lock lesson stops the page's run right after the event that
// decided the conflict — the same event `npm run replay -- f --until CONFLICT` names — and it is kept with
// the session in the library (a reload brings it back) but not in the session's share link.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { lessonById } from '../src/session/lessons/lesson-catalog';

const optimisticLockLesson = lessonById('optimistic-lock')!;
import { watchPage } from './support/page-guards';
import { openPlayground } from './support/playground';

/** The seq the CLI stops at, from its `until: CONFLICT at seq N, …` line. */
function cliConflictSeq(): number {
  const file = join(mkdtempSync(join(tmpdir(), 'bp-e2e-')), 'lesson.session.json');
  writeFileSync(file, JSON.stringify(optimisticLockLesson.document));
  const out = execFileSync('npx', ['tsx', 'src/cli/replay.ts', file, '--until', 'CONFLICT'], {
    encoding: 'utf8',
  });
  const seq = /^until: CONFLICT at seq (\d+), step 2: tool-end Edit /m.exec(out)?.[1];
  if (seq === undefined) throw new Error(`the CLI did not stop at a CONFLICT:\n${out}`);
  return Number(seq);
}

test('a CONFLICT breakpoint stops the optimistic-lock lesson exactly where the CLI stops', async ({
  page,
  baseURL,
}) => {
  const problems = watchPage(page, new URL(baseURL!).origin);
  const expectedSeq = cliConflictSeq();
  await openPlayground(page, { path: './?lesson=optimistic-lock' });
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true');
  // The inspector draws from the trace: one step releases its first event.
  await page
    .getByRole('toolbar', { name: 'Drive the runtime' })
    .getByRole('button', { name: 'Step', exact: true })
    .click();
  await page.getByRole('tab', { name: 'Trace' }).click();

  const bar = page.getByRole('region', { name: 'Breakpoints' });
  const field = bar.getByRole('combobox', { name: 'Stop on' });
  // A condition that names nothing is refused with the valid ones listed, and nothing is set.
  await field.fill('CONFLICTS');
  await bar.getByRole('button', { name: 'Add' }).click();
  await expect(bar.getByRole('alert')).toContainText(
    '“CONFLICTS” names no breakpoint. Write one of: DENY, ASK, CONFLICT',
  );
  await expect(bar.getByRole('list', { name: 'Breakpoints set' })).toHaveText('None set.');

  await field.fill('CONFLICT');
  await bar.getByRole('button', { name: 'Add' }).click();
  await expect(bar.locator('.breakpoint-chip code')).toHaveText(['CONFLICT']);
  await bar.getByRole('button', { name: 'Run to the next breakpoint' }).click();

  const stopped = bar.getByRole('status');
  await expect(stopped).toHaveText(`Stopped at breakpoint CONFLICT, on event #${expectedSeq}.`, {
    timeout: 20_000,
  });
  // Nothing past the hit was released: the last row is the Edit's CONFLICT.
  const last = page.locator('.trace-row').last();
  await expect(last).toHaveAttribute('data-seq', String(expectedSeq));
  await expect(last).toHaveAttribute('data-type', 'tool-end');
  await expect(last).toContainText('Edit error CONFLICT');
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true');

  // The Gates tab's lock row for that call shows the CONFLICT and the breakpoint set on it.
  await page.getByRole('tab', { name: 'Gates' }).click();
  await expect(
    page.locator('.gate-stage[data-gate="lock"] .break-here[aria-pressed="true"]').first(),
  ).toHaveAttribute('data-condition', 'CONFLICT');

  // Kept with the session in the library: a reload reopens it with its breakpoint set.
  await page.reload();
  await expect(page.locator('[data-worker="runtime"]')).toHaveAttribute('data-state', 'ready');
  await page.getByRole('tab', { name: 'Trace' }).click();
  await expect(page.getByRole('region', { name: 'Breakpoints' }).locator('.breakpoint-chip code')).toHaveText(
    ['CONFLICT'],
    {
      timeout: 20_000,
    },
  );
  expect(problems.consoleErrors).toEqual([]);
});
