// The workspace survives a reload byte for byte (text, binary, empty and non-UTF-8 files), against the
// workspace harness page; and a second tab on the same workspace gets read-only access instead of racing.
import { expect, test, type Page } from '@playwright/test';
import type {} from '../harness/vfs-harness-api';
// Brings the page's script into the type-checked program (tsconfig does not include harness/ yet).
import type {} from '../harness/vfs-harness';

const HARNESS = 'harness/vfs-harness.html';

async function openHarness(page: Page, name: string): Promise<{ files: number; access: string }> {
  await page.goto(`${HARNESS}?name=${name}`);
  await page.waitForFunction(
    () => window.vfsHarnessReady !== undefined || window.vfsHarnessError !== undefined,
  );
  const error = await page.evaluate(() => window.vfsHarnessError);
  expect(error).toBeUndefined();
  return page.evaluate(() => window.vfsHarnessReady!);
}

/** Deterministic pseudo-random bytes (every value 0-255 occurs), base64-encoded in Node. */
function bytes(length: number, seed: number): string {
  const out = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    out[i] = state & 255;
  }
  return out.toString('base64');
}

const FILES: Record<string, string> = {
  '/workspace/src/main.ts': Buffer.from('export const answer = 42;\n').toString('base64'),
  '/workspace/docs/中文.md': Buffer.from('# 标题\r\nCRLF line\r\n').toString('base64'),
  '/workspace/assets/logo.bin': bytes(70_000, 7),
  '/workspace/empty.txt': '',
  '/workspace/latin1.txt': Buffer.from([0x63, 0x61, 0x66, 0xe9]).toString('base64'),
};

test('files written in the workspace are all there after a reload, byte for byte', async ({ page }) => {
  const name = `e2e-${test.info().workerIndex}-${Date.now()}`;
  expect(await openHarness(page, name)).toMatchObject({ files: 0, access: 'owner' });
  await page.evaluate((files) => window.vfsHarness!.writeFiles(files), FILES);
  await page.evaluate(() => window.vfsHarness!.flush());

  await page.reload();
  await page.waitForFunction(() => window.vfsHarnessReady !== undefined);
  expect(await page.evaluate(() => window.vfsHarnessReady!.files)).toBe(Object.keys(FILES).length);
  expect(await page.evaluate(() => window.vfsHarness!.readAll())).toEqual(FILES);
});

test('changes are flushed when the page is hidden (tab switched away), without an explicit flush', async ({
  context,
}) => {
  const name = `e2e-hide-${Date.now()}`;
  const page = await context.newPage();
  await openHarness(page, name);
  await page.evaluate(() => window.vfsHarness!.writeFiles({ '/workspace/late.txt': btoa('written last') }));
  // Headless pages never become hidden by themselves: report 'hidden' and fire the event a tab switch fires.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForFunction(() => (window.vfsHarnessHideFlushes ?? 0) >= 1);
  await page.close();

  const again = await context.newPage();
  await openHarness(again, name);
  expect(await again.evaluate(() => window.vfsHarness!.readAll())).toEqual({
    '/workspace/late.txt': btoa('written last'),
  });
});

test('a second tab on the same workspace opens read-only', async ({ context }) => {
  const name = `e2e-tabs-${Date.now()}`;
  const first = await context.newPage();
  const second = await context.newPage();
  expect((await openHarness(first, name)).access).toBe('owner');
  expect((await openHarness(second, name)).access).toBe('read-only');
  await first.close();
});
