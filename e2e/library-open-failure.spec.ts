// A session that cannot be opened never locks the app out of itself (issue 18, item 3; issue 19, item 7): a
// refused document never reaches the library and is explained in words; an entry whose last open failed —
// refused by the runtime, or the page went away while it opened — is not reopened on start but offered, with
// the reason and "Try again"; and a refused open brings back the session that was on screen.
import { expect, test, type Page } from '@playwright/test';
import { lessonById } from '../src/session/lessons/lesson-catalog';
import type { SessionDocument } from '../src/session/session-document';
import { ACTIVE_KEY, LIBRARY_KEY, openLesson, shownTrace, stepOver, storedLibrary } from './support/library';
import { chooseChinese, openPlayground } from './support/playground';

const lesson = lessonById('registration')!.document;

/** A document the schema accepts but the runtime cannot load: a workspace path that climbs out. */
function unloadable(path: string): SessionDocument {
  const file = { type: 'file', path, mode: 0o644, mtimeMs: 0, encoding: 'utf8', content: 'x\n' } as const;
  return {
    ...lesson,
    title: 'Climbs out',
    workspace: { ...lesson.workspace, entries: [...lesson.workspace.entries, file] },
  };
}

/** Puts entries and the pointer into storage as an earlier visit left them, then reloads. */
async function startWith(page: Page, entries: unknown[], pointer: unknown) {
  await page.evaluate(
    ([libraryKey, activeKey, library, active]) => {
      localStorage.setItem(libraryKey as string, JSON.stringify(library));
      localStorage.setItem(activeKey as string, JSON.stringify(active));
      sessionStorage.removeItem(activeKey as string);
    },
    [LIBRARY_KEY, ACTIVE_KEY, entries, pointer],
  );
  await page.reload();
  await expect(page.locator('[data-worker="runtime"]')).toHaveAttribute('data-state', 'ready');
}

const entry = (id: string, document: SessionDocument, extra: object = {}) => ({
  id,
  title: document.title,
  origin: 'link',
  savedAt: '2026-01-01T00:00:00.000Z',
  document,
  ...extra,
});

const notice = (page: Page) => page.getByTestId('lessons-notice');

test.beforeEach(async ({ page }) => {
  await openPlayground(page);
});

test('an entry the runtime refuses is marked, and on the next start offered instead of opened', async ({
  page,
}) => {
  await startWith(page, [entry('s1', unloadable('a/../../b'))], { id: 's1', released: 0, finished: false });
  await expect(notice(page)).toContainText(
    /This session cannot be opened: its workspace lists “a\/\.\.\/\.\.\/b” \(the session’s own words\), a path that leads outside the workspace/,
  );
  const [marked] = await storedLibrary(page);
  expect(marked?.openFailure).toMatchObject({
    kind: 'load-failed',
    reason: expect.stringContaining('EINVAL'),
  });

  await page.reload();
  await expect(notice(page)).toContainText('“Climbs out” was not reopened: its last open failed');
  await expect(page.getByTestId('runtime-status')).toHaveCount(0); // nothing was opened
  // The Sessions panel is open on it: the reason, and Try again (which fails the same way, and says so).
  const dialog = page.getByRole('dialog', { name: 'Your sessions' });
  await expect(dialog).toBeVisible();
  const row = dialog.locator('[data-session-entry="s1"]');
  await expect(row.getByTestId('session-open-failure')).toContainText(
    'Last open failed: its workspace lists “a/../../b”',
  );
  await row.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByRole('alert')).toContainText('This session cannot be opened');
  await page.reload();
  await expect(notice(page)).toContainText('was not reopened'); // still offered, never opened unasked
});

test('a page that went away while a session was opening does not reopen it; Try again opens it', async ({
  page,
}) => {
  await startWith(page, [entry('s1', lesson)], { id: 's1', released: 0, finished: false, opening: true });
  await expect(notice(page)).toContainText(
    '“Lesson 1 · Registration” was not reopened: its last open failed (it did not finish opening',
  );
  await expect(page.getByTestId('runtime-status')).toHaveCount(0); // nothing was opened
  // Start-up opens the Sessions panel on it (the library is read asynchronously, so wait for it to show).
  const dialog = page.getByRole('dialog', { name: 'Your sessions' });
  await expect(dialog).toBeVisible();
  const row = dialog.locator('[data-session-entry="s1"]');
  await row.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true');
  await expect.poll(async () => (await storedLibrary(page))[0]?.openFailure).toBeUndefined();
  // Opened once, it reopens on start again as any session does.
  await page.reload();
  await expect(page.getByTestId('runtime-status')).toHaveAttribute('data-paused', 'true');
  await expect(notice(page)).toHaveCount(0);
});

test('a file the runtime refuses is not kept, says why, and the session on screen comes back', async ({
  page,
}) => {
  await openLesson(page, 'parallel-reads');
  await stepOver(page, 1);
  const before = await shownTrace(page);
  const file = {
    name: 'climbs.session.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(unloadable('x/../../etc/passwd'))),
  };
  await page.getByTestId('session-file-input').setInputFiles(file);
  await expect(notice(page)).toContainText(
    'This file cannot be opened: its workspace lists “x/../../etc/passwd” (the file’s own words), a path that leads outside the workspace (a path may not start with “/” or use “..”). Nothing was added to your sessions.',
  );
  expect((await storedLibrary(page)).map((e) => e.title)).toEqual([
    'Lesson 3 · Parallel reads, serial writes',
  ]);
  await expect.poll(async () => (await shownTrace(page)).events, { timeout: 20_000 }).toBe(before.events);
  expect(await shownTrace(page)).toEqual(before);
});

test('a dropped file that is no session file is refused in the page’s language, and nothing changes', async ({
  page,
}) => {
  await chooseChinese(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const before = await storedLibrary(page);
  await page
    .getByTestId('session-file-input')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([137, 80, 78, 71]) });
  await expect(notice(page)).toHaveText(/photo\.png 不是会话文件（会话文件是扩展名为 JSON 的文件）。/);
  await expect(notice(page)).not.toContainText('is not a');
  expect(await storedLibrary(page)).toEqual(before);
});
