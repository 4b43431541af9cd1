// After a reload: reopen the entry that was on screen, where it was left.
import { readTabActiveSession } from '../../session/export/library-active';
import { readLibrary } from '../../session/export/session-library';
import { activePointerStores, browserStorage } from '../share/browser-storage';
import { showNotice } from '../share/notice';
import { openEntry } from './library-actions';

export async function restoreActiveSession(): Promise<void> {
  const storage = browserStorage();
  const active = readTabActiveSession(activePointerStores());
  if (active === null) return;
  const library = readLibrary(storage);
  const entry = library.ok ? library.entries.find((e) => e.id === active.id) : undefined;
  if (!entry) return; // deleted in another tab, or no longer loadable: open nothing rather than guess
  // The pointer is written with every save; the entry's own position only when its document was saved.
  const opened = await openEntry({
    ...entry,
    position: { released: active.released, finished: active.finished },
  });
  if (!opened.ok) showNotice({ kind: 'error', text: opened.reason });
}
