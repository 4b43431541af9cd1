// The edit gate: an edit this tab cannot keep is refused before it reaches the runtime, and said; an edit
// sent counts as in flight, so "Saved" cannot show, until the runtime answered it.
import { describe, expect, it } from 'vitest';
import { throughEditGate } from './edit-gate';
import { createAppStore, saveIndicator } from './store';

const refusal = () => 'refused in words';

function keptEntry() {
  const store = createAppStore('en');
  store.getState().setActiveSession('s1', 'then');
  store.getState().setEntryLock({ id: 's1', state: 'held' });
  store.getState().setRecordedRevision({ revision: 4, pending: 0 });
  store.getState().setLibrarySave({ kind: 'saved', at: 'then', revision: 4, released: 0, finished: false });
  return store;
}

describe('the edit gate', () => {
  it('refuses an edit, unsent and said, while another tab saves the entry', async () => {
    const store = keptEntry();
    store.getState().setEntryLock({ id: 's1', state: 'elsewhere' });
    let sent = false;
    const answer = await throughEditGate(
      store,
      refusal,
      () => {
        sent = true;
        return Promise.resolve('sent');
      },
      () => 'refused',
    );
    expect([answer, sent]).toEqual(['refused', false]);
    expect(store.getState().notice).toEqual({ kind: 'error', text: 'refused in words' });
    expect(saveIndicator(store.getState())).toBe('saved'); // nothing in flight is left behind
  });

  it('waits while the browser has not answered: sent once this tab saves, refused if it turns out another does', async () => {
    const send = (store: ReturnType<typeof keptEntry>) =>
      throughEditGate(
        store,
        refusal,
        () => Promise.resolve('sent'),
        () => 'refused',
      );
    const held = keptEntry();
    held.getState().setEntryLock({ id: 's1', state: 'pending' });
    const first = send(held);
    expect(saveIndicator(held.getState())).toBe('saving');
    held.getState().setEntryLock({ id: 's1', state: 'held' });
    expect(await first).toBe('sent');

    const elsewhere = keptEntry();
    elsewhere.getState().setEntryLock({ id: 's1', state: 'pending' });
    const second = send(elsewhere);
    elsewhere.getState().setEntryLock({ id: 's1', state: 'elsewhere' });
    expect(await second).toBe('refused');

    // Taking over an entry the other tab saved since: it is reopened, and the edit made on the old screen goes.
    const behind = keptEntry();
    behind.getState().setEntryLock({ id: 's1', state: 'behind' });
    const third = send(behind);
    behind.getState().setActiveSession(null);
    expect(await third).toBe('refused');
  });

  it('counts a sent edit in flight until answered: "saved" waits for it', async () => {
    const store = keptEntry();
    expect(saveIndicator(store.getState())).toBe('saved');
    let answer: (value: string) => void = () => undefined;
    const sending = throughEditGate(
      store,
      refusal,
      () => new Promise<string>((resolve) => (answer = resolve)),
      () => 'refused',
    );
    expect(saveIndicator(store.getState())).toBe('saving');
    answer('applied');
    expect(await sending).toBe('applied');
    expect(saveIndicator(store.getState())).toBe('saved');
    expect(store.getState().notice).toBeNull();
  });

  it('lets every edit through where nothing is kept (the embedded player) or while an open is under way', async () => {
    const store = createAppStore('en');
    const send = () =>
      throughEditGate(
        store,
        refusal,
        () => Promise.resolve('sent'),
        () => 'refused',
      );
    expect(await send()).toBe('sent');
    store.getState().setActiveSession('s1', 'then');
    store.getState().setEntryLock({ id: 's1', state: 'elsewhere' });
    store.getState().setLibraryRestoring(true);
    expect(await send()).toBe('sent');
  });
});
