// A real directory handle over a real folder for "Open a folder…" where the native picker cannot be driven
// (Playwright cannot click in a system dialog): the fixture is written into the origin private file system
// (navigator.storage.getDirectory()) before anything is timed, and `window.showDirectoryPicker` is made to
// answer that folder's handle — what Chromium's picker answers, walked by the import worker the same way.
import type { Page } from '@playwright/test';
import type { FixtureFile } from './import-fixture';

/** Files per page.evaluate: their bytes travel as base64 (the arguments are serialized). */
const FILES_PER_CALL = 100;

/** Writes `files` under `<name>/` in the page origin's private file system (emptied first). */
export async function writeOpfsFixture(
  page: Page,
  name: string,
  files: readonly FixtureFile[],
): Promise<void> {
  await page.evaluate(async (folder) => {
    const root = await navigator.storage.getDirectory();
    await root.removeEntry(folder, { recursive: true }).catch(() => undefined);
  }, name);
  for (let from = 0; from < files.length; from += FILES_PER_CALL) {
    const batch = files
      .slice(from, from + FILES_PER_CALL)
      .map((f) => ({ path: f.path, base64: Buffer.from(f.bytes).toString('base64') }));
    await page.evaluate(
      async ({ folder, batch }) => {
        const root = await navigator.storage.getDirectory();
        for (const { path, base64 } of batch) {
          const parts = `${folder}/${path}`.split('/');
          let dir = root;
          for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
          const file = await dir.getFileHandle(parts.at(-1)!, { create: true });
          const binary = atob(base64);
          const bytes = new Uint8Array(binary.length);
          for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
          const writable = await file.createWritable();
          await writable.write(bytes);
          await writable.close();
        }
      },
      { folder: name, batch },
    );
  }
}

/** From now on (until the page reloads) the folder picker answers the private file system's `<name>/`. */
export async function pickerAnswersOpfs(page: Page, name: string): Promise<void> {
  await page.evaluate((folder) => {
    (
      window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }
    ).showDirectoryPicker = async () => (await navigator.storage.getDirectory()).getDirectoryHandle(folder);
  }, name);
}
