// Every edit a person makes to the session on screen — a terminal command, an editor save, a settings change,
// a clock advance or fault, a message, a permission answer, a turn played as the model — reaches the runtime
// through here. Two rules, one per way "Saved" could say something untrue (issue 35):
//   - an edit this tab cannot keep (another tab saves the entry: library-slice `editsKeptHere`) is refused as
//     it is made, in words, and never sent: it would never reach the library, and the tab that takes over
//     starts from the entry as stored (entry-takeover.ts). While the browser has not answered whether this
//     tab saves the entry (just opened: `pending`; taking it over: `behind`) the edit waits for the answer;
//     if the takeover reopens the entry instead, the screen the edit was made on is gone, and it is refused;
//   - an edit sent counts as in flight until the runtime answers it. The runtime posts the revision that
//     records it before its answer, so once answered the page knows the revision autosave has to write:
//     "saved" (`saveIndicator`) waits for that write's transaction to complete, and never shows in between.
import { editsKeptHere } from './library-slice';
import type { AppState, AppStore } from './store';

/** How long an edit waits for the browser to say whether this tab saves the entry (it answers in ms). */
const DECIDE_MS = 10_000;

/**
 * Sends `edit` unless this tab cannot keep it; `refused(reason)` is its answer then (the reason is also said in
 * the page's notice). `reason`: the words for a refusal, in the page's language.
 */
export async function throughEditGate<T>(
  store: AppStore,
  reason: () => string,
  edit: () => Promise<T>,
  refused: (reason: string) => T,
): Promise<T> {
  const state = store.getState();
  state.countEditInFlight(1);
  try {
    // Kept here already: sent at once, in the order the edits were made.
    if (!(editsKeptHere(state) || (await keptHere(store)))) {
      const words = reason();
      store.getState().showNotice({ kind: 'error', text: words });
      return refused(words);
    }
    return await edit();
  } finally {
    store.getState().countEditInFlight(-1);
  }
}

/** Whether this tab keeps an edit made now, once the browser has answered whether it saves the entry. */
function keptHere(store: AppStore): Promise<boolean> {
  const start = store.getState();
  if (editsKeptHere(start)) return Promise.resolve(true);
  if (!undecided(start)) return Promise.resolve(false);
  const generation = start.activeSessionGeneration;
  return new Promise((resolve) => {
    const settle = (kept: boolean) => {
      unsubscribe();
      clearTimeout(timer);
      resolve(kept);
    };
    const unsubscribe = store.subscribe((state) => {
      if (state.activeSessionGeneration !== generation) settle(false);
      else if (editsKeptHere(state)) settle(true);
      else if (!undecided(state)) settle(false);
    });
    const timer = setTimeout(() => settle(false), DECIDE_MS);
  });
}

function undecided(state: AppState): boolean {
  const lock = state.entryLock;
  return lock?.id !== state.activeSessionId || lock.state === 'pending' || lock.state === 'behind';
}
