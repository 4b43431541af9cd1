// "Opening at step N…" (issue 33 item 2): while a link or a reload fast-forwards a session, the store says
// which step it is going to, and says nothing once it is there. Before, the page showed "Step 0" and "press
// Step or Run" with both disabled for the whole fast-forward.
import { describe, expect, it } from 'vitest';
import { readActiveSession, writeActiveSession } from '../../session/export/library-active';
import { createEntry } from '../../session/export/library-store';
import { lessonById } from '../../session/lessons/lesson-catalog';
import { encodeShareFragment } from '../../session/share/encode-share-link';
import { createAppStore } from '../store';
import type { OpeningAt } from '../library-slice';
import { openFromLocation } from './open-from-location';
import { restoreActiveSession } from './restore-session';
import { fakeDeps, memoryStorage } from './testing/fake-deps';
import { fakeRuntime } from './testing/fake-runtime';

const lesson = lessonById('registration')!.document;
const none = { embed: false, step: null, lessonId: null, shareFragment: null };

function setUp() {
  const store = createAppStore('en');
  const runtime = fakeRuntime(store, { events: 10, reportsRun: true });
  const storage = memoryStorage();
  const deps = fakeDeps({ store, runtime, storage, address: { pathname: '/', search: '' } });
  // Every value the page could have rendered while opening.
  const seen: (OpeningAt | null)[] = [];
  store.subscribe((state, previous) => {
    if (state.openingAt !== previous.openingAt) seen.push(state.openingAt);
  });
  return { store, runtime, storage, deps, seen };
}

describe('opening at a step', () => {
  it('says the step a link fast-forwards to, until it is there', async () => {
    const { store, runtime, deps, seen } = setUp();
    const encoded = encodeShareFragment({ ...lesson, openAt: { point: 6, step: 1 } }, 1);
    if (!encoded.ok) throw new Error(encoded.reason);
    await openFromLocation(deps, { ...none, shareFragment: `#${encoded.fragment}` });
    expect(runtime.releasedTo).toEqual([6]);
    expect(seen).toEqual([{ step: 1 }, null]);
    expect(store.getState().openingAt).toBeNull();
  });

  it('says nothing for a link that opens at the start', async () => {
    const { deps, seen } = setUp();
    const encoded = encodeShareFragment({ ...lesson, openAt: { point: 0, step: 0 } }, null);
    if (!encoded.ok) throw new Error(encoded.reason);
    await openFromLocation(deps, { ...none, shareFragment: `#${encoded.fragment}` });
    expect(seen).toEqual([]);
  });

  it('says the step a reload goes back to, or only that it opens where it was left for an older pointer', async () => {
    for (const [pointer, said] of [
      [{ released: 4, finished: false, step: 2 }, { step: 2 }],
      [{ released: 4, finished: false }, { step: null }],
    ] as const) {
      const { storage, deps, seen } = setUp();
      const created = createEntry(storage, lesson, 'lesson', 't');
      if (!created.ok) throw new Error(created.reason);
      writeActiveSession(storage, { id: created.value.id, ...pointer });
      expect(readActiveSession(storage)).toEqual({ id: created.value.id, ...pointer });
      await restoreActiveSession(deps);
      expect(seen).toEqual([said, null]);
    }
  });

  it('asks for the tokenizer before the runtime loads the session it fast-forwards, so the two overlap', async () => {
    const { runtime, deps } = setUp();
    const loadsWhenAsked: number[] = [];
    const asking = {
      ...deps,
      preloadTokenizer: () => {
        loadsWhenAsked.push(runtime.loads.length);
        return Promise.resolve();
      },
    };
    const encoded = encodeShareFragment({ ...lesson, openAt: { point: 6, step: 1 } }, 1);
    if (!encoded.ok) throw new Error(encoded.reason);
    await openFromLocation(asking, { ...none, shareFragment: `#${encoded.fragment}` });
    expect(runtime.loads).toHaveLength(1);
    expect(loadsWhenAsked[0]).toBe(0); // asked while nothing was loaded yet
  });
});
