// Issue 14: two builds served one after the other. The open app announces the new version and reloads into
// it only when the person says so; "Later" keeps the running version; and the reload the person consents to
// resumes exactly where they were (issue 13): the same event, the same trace hash.
import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveDist, type DistServer } from './support/dist-server';
import { openLesson } from './support/library';
import { counter, runNextStep, standing, stepEvent } from './support/resume';

// The suite blocks service workers (playwright.config.ts); this spec is one that tests ours.
test.use({ serviceWorkers: 'allow' });

let builds: string;
let server: DistServer;

function build(label: string): string {
  const outDir = join(builds, label);
  const run = spawnSync(
    'node_modules/.bin/vite',
    ['build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'],
    {
      stdio: 'inherit',
      env: { ...process.env, TOOLSCOPE_BUILD_LABEL: label },
    },
  );
  if (run.status !== 0) throw new Error(`the build of version ${label} failed`);
  return outDir;
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  builds = mkdtempSync(join(tmpdir(), 'toolscope-builds-'));
  build('one');
  build('two');
  server = await serveDist(join(builds, 'one'));
});

test.afterAll(async () => {
  await server?.close();
  if (builds) rmSync(builds, { recursive: true, force: true });
});

test('a new version is announced and taken only with consent', async ({ page }) => {
  test.setTimeout(120_000);
  const version = () => page.locator('meta[name="toolscope-build"]').getAttribute('content');
  await page.goto(server.url);
  await expect(page.locator('[data-worker="runtime"]')).toHaveAttribute('data-state', 'ready');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  expect(await version()).toBe('one');
  // A session mid-turn, saved, when the new version arrives.
  await page.setViewportSize({ width: 1600, height: 1000 });
  await openLesson(page, 'parallel-reads');
  await runNextStep(page);
  for (let i = 0; i < 3; i += 1) await stepEvent(page);
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-save', 'saved');
  const where = await standing(page);

  server.setRoot(join(builds, 'two'));
  await page.reload();
  const prompt = page.getByTestId('app-update');
  await expect(prompt).toContainText('A new version of ToolScope is ready.', { timeout: 30_000 });
  // Announced, not taken: the page still runs the version it has.
  expect(await version()).toBe('one');
  await prompt.getByRole('button', { name: 'Later' }).click();
  await expect(prompt).toBeHidden();
  await page.waitForTimeout(1_000);
  expect(await version()).toBe('one');

  // Still waiting on the next visit; this time the person takes it.
  await page.reload();
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  expect(await version()).toBe('one');
  await prompt.getByRole('button', { name: 'Reload now' }).click();
  await expect.poll(version, { timeout: 30_000 }).toBe('two');
  await expect(page.locator('[data-worker="runtime"]')).toHaveAttribute('data-state', 'ready');
  // Resumed exactly where the person was.
  await expect(counter(page)).toHaveText(where.counter, { timeout: 30_000 });
  await expect(page.getByTestId('save-state')).toHaveAttribute('data-save', 'saved', { timeout: 30_000 });
  expect(await standing(page)).toEqual(where);
});
