// Workspace databases whose library entry is gone (removed by a path that bypassed deleteSession, or a crash
// between deleting the entry and its database) are swept when the library opens in the tab that writes it,
// in real Chromium with real IndexedDB: the session's own database stays, an orphan goes, and an orphan
// another tab holds open (its workspace lock taken) stays until that tab lets go.
import { expect, test, type Page } from '@playwright/test';
import { openLesson } from './support/library';
import { openPlayground } from './support/playground';

const STORE_PREFIX = 'toolscope-ws-';

function sessionDatabases(page: Page): Promise<string[]> {
  return page.evaluate(async (prefix) => {
    const all = await indexedDB.databases();
    return all
      .map((db) => db.name ?? '')
      .filter((name) => name.startsWith(prefix))
      .sort();
  }, STORE_PREFIX);
}

/** A database named as a session's workspace, with a record in it, for an entry the library never had. */
function makeOrphan(page: Page, name: string): Promise<void> {
  return page.evaluate(
    (database) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open(database, 1);
        request.onupgradeneeded = () => request.result.createObjectStore('files');
        request.onsuccess = () => {
          const tx = request.result.transaction('files', 'readwrite');
          tx.objectStore('files').put(new Uint8Array([1, 2, 3]), 'manifest.json');
          tx.oncomplete = () => {
            request.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error!);
        };
        request.onerror = () => reject(request.error!);
      }),
    name,
  );
}

test('orphaned workspace databases are swept at library open; the session’s own and a held one stay', async ({
  page,
  context,
}) => {
  await openPlayground(page);
  await openLesson(page, 'parallel-reads');
  await expect.poll(() => sessionDatabases(page)).toHaveLength(1);
  const [own] = await sessionDatabases(page);
  await expect(page.getByTestId('workspace-store')).toHaveAttribute('data-access', 'owner');

  await makeOrphan(page, `${STORE_PREFIX}s-orphan`);
  await makeOrphan(page, `${STORE_PREFIX}s-held`);
  // Another tab of the origin holds the held one's workspace lock, as a worker attached to it would.
  const holder = await context.newPage();
  await holder.goto('/sw.js');
  await holder.evaluate(() => {
    void navigator.locks.request('toolscope-workspace:s-held', () => new Promise<void>(() => undefined));
  });
  await expect
    .poll(() => holder.evaluate(async () => (await navigator.locks.query()).held?.map((l) => l.name)))
    .toContain('toolscope-workspace:s-held');
  expect(await sessionDatabases(page)).toEqual(
    [own, `${STORE_PREFIX}s-held`, `${STORE_PREFIX}s-orphan`].sort(),
  );

  await page.reload();
  await expect.poll(() => sessionDatabases(page)).toEqual([own, `${STORE_PREFIX}s-held`].sort());
  await expect(page.getByTestId('workspace-store')).toHaveAttribute('data-access', 'owner');

  await holder.close(); // the lock goes with its tab
  await page.reload();
  await expect.poll(() => sessionDatabases(page)).toEqual([own]);
});
