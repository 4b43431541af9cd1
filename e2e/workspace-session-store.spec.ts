// The app keeps each library session's workspace in IndexedDB (one lightning-fs database per entry, owned by
// the runtime worker), in real Chromium: a tool's edits are stored byte for byte and still there after a
// reload, which reopens and checks the database; a second tab is read-only and says so; a renderer crashed in
// the middle of a flush leaves the previous complete state; deleting the session deletes its database.
// The stored files are read through the workspace harness page (the same origin, the same IndexedDB).
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type {} from '../harness/vfs-harness-api';
import type {} from '../harness/vfs-harness';
import { createInProcessRuntime } from '../src/runtime/host/node-runtime';
import { E2E_FAULT_CHANNEL, type E2eFaultMessage } from '../src/runtime/worker/e2e-flush-faults';
import { lessonById } from '../src/session/lessons/lesson-catalog';
import { runSpecOf } from '../src/session/session-document';
import { openLesson, sessionsDialog, shownStep } from './support/library';
import { openPlayground } from './support/playground';

const LESSON = 'parallel-reads';
const STORE_PREFIX = 'toolscope-ws-';

/** The session databases the origin holds. */
function sessionDatabases(page: Page): Promise<string[]> {
  return page.evaluate(async (prefix) => {
    const all = await indexedDB.databases();
    return all.map((db) => db.name ?? '').filter((name) => name.startsWith(prefix));
  }, STORE_PREFIX);
}

/** The one session database, once there is exactly one; its library entry's id. */
async function theSessionStore(page: Page): Promise<string> {
  await expect.poll(() => sessionDatabases(page)).toHaveLength(1);
  const [name] = await sessionDatabases(page);
  return name!.slice(STORE_PREFIX.length);
}

/** Every stored file in base64, read in a tab of its own through the harness page. */
async function storedFiles(context: BrowserContext, id: string): Promise<Record<string, string>> {
  const reader = await context.newPage();
  await reader.goto(`harness/vfs-harness.html?name=${encodeURIComponent(id)}`);
  await reader.waitForFunction(() => window.vfsHarnessReady !== undefined || window.vfsHarnessError);
  expect(await reader.evaluate(() => window.vfsHarnessError)).toBeUndefined();
  const files = await reader.evaluate(() => window.vfsHarness!.readAll());
  await reader.close();
  return files;
}

/** The lesson's files after a whole run, computed in Node by the same runtime the worker runs. */
async function filesAfterWholeRun(): Promise<Record<string, string>> {
  const created = await createInProcessRuntime(runSpecOf(lessonById(LESSON)!.document), { mode: 'replay' });
  if (!created.ok) throw new Error(created.reason);
  await created.runtime.runAll();
  const files: Record<string, string> = {};
  for await (const entry of created.workspace.walk('/workspace')) {
    if (entry.type !== 'file') continue;
    files[entry.path] = Buffer.from(await created.workspace.readFile(entry.path)).toString('base64');
  }
  return files;
}

const storeNote = (page: Page) => page.getByTestId('workspace-store');

async function runToEnd(page: Page) {
  const controls = page.getByRole('toolbar', { name: 'Drive the runtime' });
  await controls.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'finished');
}

test('a tool’s edits are stored in the session’s database, byte for byte, and a reload reopens it', async ({
  page,
  context,
}) => {
  await openPlayground(page);
  expect(await sessionDatabases(page)).toEqual([]);
  await openLesson(page, LESSON);
  const id = await theSessionStore(page);
  await expect(storeNote(page)).toHaveAttribute('data-access', 'owner');
  await expect(storeNote(page)).toHaveAttribute('data-check', 'created');
  await runToEnd(page);

  const expected = await filesAfterWholeRun();
  expect(expected['/workspace/src/config.ts']).toBeDefined();
  await expect.poll(() => storedFiles(context, id)).toEqual(expected);

  await page.reload();
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'finished', {
    timeout: 20_000,
  });
  // Reopened: replayed to where it was, then the database checked against the replay and found equal.
  await expect(storeNote(page)).toHaveAttribute('data-check', 'verified');
  expect(await sessionDatabases(page)).toEqual([`${STORE_PREFIX}${id}`]);
  expect(await storedFiles(context, id)).toEqual(expected);
});

test('a second tab on the same session is read-only for its files and says so', async ({ page, context }) => {
  await openPlayground(page);
  await openLesson(page, LESSON);
  const id = await theSessionStore(page);
  await expect(storeNote(page)).toHaveAttribute('data-access', 'owner');
  const before = await storedFiles(context, id);

  const second = await context.newPage();
  await openPlayground(second); // a new tab reopens the session the last tab had open
  await expect(storeNote(second)).toHaveAttribute('data-access', 'read-only', { timeout: 20_000 });
  await expect(storeNote(second)).toContainText('Read-only here');
  await expect(second.getByTestId('save-state')).toHaveAttribute('data-save', 'elsewhere');
  await runToEnd(second); // its tools change its files in memory, never in the database
  await second.close();
  expect(await storedFiles(context, id)).toEqual(before);
});

test('a renderer crashed during a flush leaves the previous complete state', async ({ page, context }) => {
  await openPlayground(page);
  await openLesson(page, LESSON);
  const id = await theSessionStore(page);
  await expect(storeNote(page)).toHaveAttribute('data-check', 'created');
  const complete = await storedFiles(context, id);

  // The next flush that writes stops between its pack and its manifest (the e2e build's fault hook).
  await page.evaluate(
    (name) =>
      new Promise<void>((armed) => {
        const channel = new BroadcastChannel(name);
        // Kept on the window with its listener, so nothing collects the channel while the test waits on it.
        const shown = window as unknown as { heldPack?: string; faultChannel?: BroadcastChannel };
        shown.faultChannel = channel;
        channel.onmessage = (event: MessageEvent<E2eFaultMessage>) => {
          if (event.data.type === 'hold-armed') armed();
          if (event.data.type === 'flush-held') shown.heldPack = event.data.pack;
        };
        channel.postMessage({ type: 'hold-next-flush' } satisfies E2eFaultMessage);
      }),
    E2E_FAULT_CHANNEL,
  );
  // Step 1's Edit changes src/config.ts: the flush after its batch is held, and the run waits on it.
  const stepOverButton = page
    .getByRole('toolbar', { name: 'Drive the runtime' })
    .getByRole('button', { name: 'Step over' });
  const heldPack = () => page.evaluate(() => (window as unknown as { heldPack?: string }).heldPack ?? null);
  const status = page.getByTestId('runtime-status');
  /** Where the run is after a press of Step over that left it at step `before`. */
  const afterPress = async (before: number) => {
    if ((await heldPack()) !== null) return 'held';
    if ((await status.getAttribute('data-phase')) === 'finished') return 'finished';
    const paused = (await status.getAttribute('data-paused')) === 'true';
    return paused && (await shownStep(page)) > before ? 'rested' : 'going';
  };
  // One press at a time, each once the run rests: a press while the run still went (the button looks
  // enabled until the runtime's status arrives) waited for a button the held flush then kept disabled for
  // good, and the loop saw no held flush in its 30 s (once, under load). The held flush keeps the step from
  // ending, so after a press either the flush is held or the step ended without writing.
  for (let presses = 0; (await heldPack()) === null; presses += 1) {
    expect(presses, 'Step over presses before a flush that writes').toBeLessThan(10);
    const before = await shownStep(page);
    await stepOverButton.click();
    let state = 'going';
    await expect.poll(async () => (state = await afterPress(before)), { timeout: 60_000 }).not.toBe('going');
    expect(state, 'the run ended without a flush that writes').not.toBe('finished');
  }
  expect(await heldPack()).toMatch(/^(journal|base)-\d+\.pack$/);
  const cdp = await context.newCDPSession(page);
  void cdp.send('Page.crash').catch(() => undefined);
  await page.waitForEvent('crash');

  expect(await storedFiles(context, id)).toEqual(complete);
  const reopened = await context.newPage();
  await openPlayground(reopened);
  // The database was readable (not replaced) and is brought to the reopened session's state.
  await expect(storeNote(reopened)).toHaveAttribute('data-check', /^(verified|rebuilt)$/, {
    timeout: 20_000,
  });
});

test('deleting a session from the library deletes its database', async ({ page }) => {
  await openPlayground(page);
  await openLesson(page, LESSON);
  const id = await theSessionStore(page);
  const dialog = await sessionsDialog(page);
  const row = dialog.locator('[data-session-entry]').first();
  await row.getByRole('button', { name: 'Delete' }).click();
  await row.getByRole('button', { name: 'Delete it' }).click();
  await expect.poll(() => sessionDatabases(page)).not.toContain(`${STORE_PREFIX}${id}`);
});
