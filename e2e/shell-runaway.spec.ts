// A runaway loop in the emulated shell must not freeze the page: the shell runs in its own worker, a button
// keeps reacting, and the loop ends by Stop (which terminates the worker) or by the wall-time limit.
import { expect, test } from '@playwright/test';

test.describe('a runaway loop in the shell', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('harness/shell-harness.html');
    await expect(page.locator('#status')).toHaveText('ready', { timeout: 20_000 });
  });

  test('keeps the page responsive and ends on Stop; a fresh shell runs the next command', async ({
    page,
  }) => {
    await page.fill('#command', 'echo start; while true; do :; done');
    await page.fill('#loops', '1000000000'); // only Stop (or the 10 s wall time) may end it
    await page.click('#run');
    await expect(page.locator('#status')).toHaveText('running');
    await page.waitForTimeout(500);
    for (let i = 0; i < 3; i++) await page.click('#counter');
    await expect(page.locator('#counter')).toHaveText('Clicked 3');
    await expect(page.locator('#status')).toHaveText('running');
    await page.click('#stop');
    await expect(page.locator('#status')).toHaveText('stopped', { timeout: 5_000 });

    await page.fill('#command', 'echo alive; cat README.md');
    await page.click('#run');
    await expect(page.locator('#status')).toHaveText('done', { timeout: 20_000 });
    await expect(page.locator('#output')).toContainText('alive\\n# harness');
  });

  test('ends by the wall-time limit with what it printed so far', async ({ page }) => {
    await page.fill('#command', 'echo start; while true; do :; done');
    await page.fill('#timeout', '1500');
    await page.fill('#loops', '1000000000');
    await page.click('#run');
    await page.click('#counter');
    await expect(page.locator('#counter')).toHaveText('Clicked 1');
    await expect(page.locator('#status')).toHaveText('timeout', { timeout: 10_000 });
    await expect(page.locator('#output')).toContainText('start');
    await expect(page.locator('#output')).toContainText('wall-time limit (1500 ms)');
  });

  test('ends by the loop limit under the default limits', async ({ page }) => {
    await page.fill('#command', 'echo start; while true; do :; done');
    await page.click('#run');
    await expect(page.locator('#status')).toHaveText('limit', { timeout: 15_000 });
    await expect(page.locator('#output')).toContainText('increase executionLimits');
  });

  test('runs git in the worker (isomorphic-git with the Buffer stand-in)', async ({ page }) => {
    await page.fill('#command', 'git init -q . ; git add . && git commit -m first && git log --oneline');
    await page.click('#run');
    await expect(page.locator('#status')).toHaveText('done', { timeout: 20_000 });
    await expect(page.locator('#output')).toContainText('(root-commit)');
    await expect(page.locator('#output')).toContainText(' first');
  });
});

test('just-bash stays out of the page’s initial chunks (it is loaded lazily, in the workers)', async ({
  page,
}) => {
  const html = await (await page.request.get('./')).text();
  const initial = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  expect(initial.length).toBeGreaterThan(0);
  for (const asset of initial) {
    const code = await (await page.request.get(asset)).text();
    // A string only just-bash's interpreter carries.
    expect(code.includes('defense-in-depth measure'), asset).toBe(false);
  }
});
