// What the library specs share: opening a lesson from the gallery, stepping, the Sessions panel, what it
// shows, the stored library, the terminal, and the header's save indicator.
import { expect, type Page } from '@playwright/test';
import { startTerminal } from './terminal';

export const LIBRARY_KEY = 'toolscope.library.v1';
export const ACTIVE_KEY = 'toolscope.library.active.v1';

export async function openLesson(page: Page, lessonId: string) {
  await page.getByRole('button', { name: 'Lessons', exact: true }).click();
  await page.locator(`[data-lesson="${lessonId}"]`).getByRole('button', { name: 'Open' }).click();
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-phase', 'running');
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true');
}

/** Opens a lesson by its address (`?lesson=<id>`, as a link does) and waits for it to rest, paused. */
export async function openLessonByAddress(page: Page, lessonId: string) {
  await page.goto(`./?lesson=${lessonId}`);
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true', {
    timeout: 20_000,
  });
  await expect(page.locator(`aside[data-lesson="${lessonId}"]`)).toBeVisible();
}

/**
 * Steps over `times` steps, each time waiting until the step-over really ended: the next main step shown (or
 * the run finished), then paused. `data-paused` alone is still "true" from before the click until the
 * runtime's first status after it arrives, so waiting on it let a step-over return while the run was going,
 * and what came next (an input, a reload) landed at whichever boundary the run had reached by then.
 */
export async function stepOver(page: Page, times: number) {
  const controls = page.getByRole('toolbar', { name: 'Drive the runtime' });
  const status = page.getByTestId('runtime-status');
  for (let i = 0; i < times; i++) {
    const before = await shownStep(page);
    await controls.getByRole('button', { name: 'Step over' }).click();
    await expect
      .poll(
        async () =>
          (await shownStep(page)) > before || (await status.getAttribute('data-phase')) === 'finished',
        // A step with a shell call takes seconds under CI's load.
        { timeout: 20_000 },
      )
      .toBe(true);
    await expect(status).toHaveAttribute('data-paused', 'true');
  }
}

/** The step the step counter names (0 before the first). */
export async function shownStep(page: Page): Promise<number> {
  const text = (await page.getByTestId('step-counter').textContent()) ?? '';
  return Number(/Step (\d+)/.exec(text)?.[1] ?? 0);
}

export async function sessionsDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Your sessions' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Sessions', exact: true }).click();
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The trace hash and event count the Sessions panel shows for what is on screen. */
export async function shownTrace(page: Page): Promise<{ hash: string; events: number }> {
  const dialog = await sessionsDialog(page);
  const count = dialog.getByTestId('library-event-count');
  const events = Number(await count.getAttribute('data-count'));
  const hash = (await dialog.getByTestId('library-trace-hash').textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Close' }).click();
  return { hash, events };
}

/** The header's word on the session on screen: saved, saving, failed, elsewhere, not-kept. */
export const saveState = (page: Page) => page.getByTestId('save-state');

/**
 * The stored library as the page's IndexedDB holds it (src/session/export/idb/library-db.ts): each entry's
 * record and document put together, in library order. Read straight from the database, so it shows what a
 * reload would find, not what the page has on screen. An app that has not opened its library yet has none.
 */
export function storedLibrary(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((db) => db.name);
    // Opening a database that does not exist would create it empty, under the app's own version number.
    if (!names.includes('toolscope-library')) return [];
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('toolscope-library');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error!);
    });
    try {
      const tx = db.transaction(['entries', 'documents', 'meta'], 'readonly');
      const get = <T>(request: IDBRequest<T>) =>
        new Promise<T>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error!);
        });
      const records = await get(tx.objectStore('entries').getAll());
      const order = ((await get(tx.objectStore('meta').get('order'))) ?? []) as string[];
      const rows: Record<string, unknown>[] = [];
      for (const record of records as { id: string; fields: Record<string, unknown> }[]) {
        const document = await get(tx.objectStore('documents').get(record.id));
        rows.push({ ...record.fields, id: record.id, document });
      }
      const rank = (id: unknown) => {
        const at = order.indexOf(id as string);
        return at < 0 ? order.length : at;
      };
      return rows.sort((a, b) => rank(a.id) - rank(b.id));
    } finally {
      db.close();
    }
  });
}

/** What is left of the library an earlier version kept in localStorage (null once it was moved). */
export function legacyLibraryText(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), LIBRARY_KEY);
}

export async function fileText(page: Page, path: string): Promise<string> {
  await page.locator(`[data-path="${path}"]`).click();
  const lines = page.locator('.editor-host .view-lines');
  await expect(lines).toBeVisible({ timeout: 15_000 });
  return (await lines.innerText()).replace(/\u00a0/g, ' ');
}

/** Types a command once the previous one has ended, and answers an ASK with "Run it" if one comes. */
export async function runInTerminal(page: Page, command: string, expectAsk: boolean) {
  await startTerminal(page);
  const status = page.getByTestId('terminal-status');
  await expect(status).toHaveAttribute('data-state', 'idle');
  await page.getByTestId('terminal-screen').click();
  await page.keyboard.type(command);
  await page.keyboard.press('Enter');
  if (expectAsk) {
    await expect(status).toHaveAttribute('data-state', 'asking');
    await page
      .getByRole('toolbar', { name: 'Terminal controls' })
      .getByRole('button', { name: 'Run it' })
      .click();
  }
  await expect(status).toHaveAttribute('data-state', 'idle');
}

/** The terminal's screen with its rows joined: a line wraps anywhere at the terminal's width. */
export const terminalText = async (page: Page) =>
  (await page.getByTestId('terminal-screen').locator('.xterm-rows').innerText())
    .replace(/\u00a0/g, ' ')
    .replace(/\n/g, '');
