// After a reload: reopen the entry that was on screen, where it was left — unless its last open failed, or
// the page went away while it was opening (it froze or crashed the tab). Such an entry is never reopened
// unasked, which would fail or freeze again: the page starts with nothing open, and the Sessions panel
// shows the entry with the reason and "Try again".
import { clearTabActiveSession, readTabActiveSession } from '../../session/export/library-active';
import type { OpenFailure } from '../../session/export/session-library';
import type { SessionActionDeps } from './deps';
import { openEntry } from './library-actions';

export async function restoreActiveSession(deps: SessionActionDeps): Promise<void> {
  const pointers = deps.storage.pointers();
  const active = readTabActiveSession(pointers);
  if (active === null) return;
  // A session stepped before the reload replays to there, and its first step needs the runtime's tokenizer
  // (a large module to compile): started now, it is ready by then instead of waiting in the middle.
  if (active.released > 0) void deps.preloadTokenizer().catch(() => undefined);
  const library = deps.storage.library();
  const read = await library.read();
  const entry = read.ok ? read.entries.find((e) => e.id === active.id) : undefined;
  if (!entry) return; // deleted in another tab, or no longer loadable: open nothing rather than guess
  const failure: OpenFailure | undefined =
    entry.openFailure ?? (active.opening ? { kind: 'unfinished', at: deps.now() } : undefined);
  if (failure) {
    if (!entry.openFailure) await library.setOpenFailure(entry.id, failure);
    clearTabActiveSession(pointers, entry.id); // the next reload opens nothing either, quietly
    const store = deps.store.getState();
    store.showNotice({
      kind: 'error',
      text: deps.text.t('library.notReopened', {
        title: entry.title,
        reason: deps.text.openFailure(failure),
      }),
    });
    store.libraryChanged();
    store.setSessionsDialogOpen(true);
    return;
  }
  // The pointer is written with every save; the entry's own position only when its document was saved.
  const { released, finished, step } = active;
  const opened = await openEntry(deps, entry, {
    released,
    finished,
    ...(step === undefined ? {} : { step }),
  });
  if (!opened.ok && !opened.superseded)
    deps.store.getState().showNotice({ kind: 'error', text: opened.reason });
}
