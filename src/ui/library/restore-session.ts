// After a reload: reopen the entry that was on screen and replay it to where it was. The runtime is
// deterministic, so the same document stepped to the same number of released events shows the same trace
// (same trace hash) and the same workspace. Autosave is held meanwhile so a half-replayed state is not saved.
import { readActiveSession, type ActiveSession } from '../../session/export/library-active';
import { readLibrary } from '../../session/export/session-library';
import { useAppStore } from '../../state/app-store';
import { browserStorage } from '../share/browser-storage';
import { showNotice } from '../share/notice';
import { openEntry } from './library-actions';

/** Steps that release nothing new before giving up (the run waits for a person, or has ended). */
const STALL_LIMIT = 3;

export async function restoreActiveSession(): Promise<void> {
  const storage = browserStorage();
  const active = readActiveSession(storage);
  if (active === null) return;
  const library = readLibrary(storage);
  const entry = library.ok ? library.entries.find((e) => e.id === active.id) : undefined;
  if (!entry) return; // deleted in another tab, or no longer loadable: open nothing rather than guess
  const store = useAppStore.getState();
  store.setLibraryRestoring(true);
  try {
    const opened = await openEntry(entry);
    if (!opened.ok) {
      showNotice({ kind: 'error', text: opened.reason });
      return;
    }
    await replayTo(active);
  } finally {
    useAppStore.getState().setLibraryRestoring(false);
  }
}

async function replayTo(active: ActiveSession): Promise<void> {
  const shown = () => useAppStore.getState().events.length;
  const port = useAppStore.getState().runtimePort;
  if (!port || active.released === 0) return;
  if (active.finished) {
    await port.control('run');
    await until(() => {
      const status = useAppStore.getState().runtimeStatus;
      return (status?.phase === 'finished' && shown() >= active.released) || status?.waiting != null;
    });
    return;
  }
  let stalled = 0;
  while (shown() < active.released && stalled < STALL_LIMIT) {
    const before = shown();
    await port.control('step');
    // The released events arrive as messages just before the control reply; give them a turn to land.
    await until(() => shown() > before || useAppStore.getState().runtimeStatus?.waiting != null, 50);
    stalled = shown() > before ? 0 : stalled + 1;
  }
}

/** Resolves when the condition holds (checked on every store change), or after `timeoutMs` if given. */
function until(condition: () => boolean, timeoutMs?: number): Promise<void> {
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      unsubscribe();
      if (timer !== undefined) clearTimeout(timer);
      resolve();
    };
    const unsubscribe = useAppStore.subscribe(() => {
      if (condition()) done();
    });
    if (condition()) done();
    else if (timeoutMs !== undefined) timer = setTimeout(done, timeoutMs);
  });
}
