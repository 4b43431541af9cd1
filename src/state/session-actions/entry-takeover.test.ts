import { describe, expect, it } from 'vitest';
import { lessonById } from '../../session/lessons/lesson-catalog';
import type { LibraryEntry } from '../../session/export/session-library';
import { createAppStore } from '../store';
import { takeOverEntry } from './entry-takeover';
import { fakeDeps, memoryStorage } from './testing/fake-deps';

// A tab that gets an entry's lock reopens it from the library when another tab saved it meanwhile. It reads
// the library to know: while that read is under way the person may open another session (the guide's
// "Answer … yourself", another lesson). The entry is then no longer on screen, and reopening it would put it
// back over the session the person just opened (lessons-run's lesson 5 saw the plain lesson come back and
// answer for the learner).
const lesson = lessonById('permissions')!;

async function setUp() {
  const store = createAppStore('en');
  const base = fakeDeps({ store, storage: memoryStorage() });
  const created = await base.storage
    .library()
    .create(lesson.document, 'lesson', '2026-12-01T00:00:00.000Z', lesson.id, null);
  if (!created.ok) throw new Error(created.reason);
  let releaseRead: () => void = () => undefined;
  const readHeld = new Promise<void>((resolve) => (releaseRead = resolve));
  let readStarted: () => void = () => undefined;
  const reading = new Promise<void>((resolve) => (readStarted = resolve));
  const deps = {
    ...base,
    storage: {
      ...base.storage,
      library: () => {
        const library = base.storage.library();
        return {
          ...library,
          read: () => {
            readStarted();
            return readHeld.then(() => library.read());
          },
        };
      },
    },
  };
  return { store, deps, id: created.value.id, releaseRead, reading };
}

describe('taking over an entry', () => {
  it('reopens nothing when another session was opened while it read the library', async () => {
    const { store, deps, id, releaseRead, reading } = await setUp();
    store.getState().setActiveSession(id, 'a stamp another tab replaced');
    const reopened: LibraryEntry[] = [];
    const taking = takeOverEntry(deps, id, (entry) => {
      reopened.push(entry);
      return Promise.resolve();
    });
    await reading;
    // The person opens another session: it has no entry yet, and then its own.
    store.getState().setActiveSession(null);
    store.getState().setActiveSession('the-next-session', 'its own stamp');
    releaseRead();
    expect(await taking).toBe(false);
    expect(reopened).toEqual([]);
  });

  it('still reopens the entry another tab saved, when it is the one on screen', async () => {
    const { store, deps, id, releaseRead } = await setUp();
    store.getState().setActiveSession(id, 'a stamp another tab replaced');
    const reopened: string[] = [];
    const taking = takeOverEntry(deps, id, (entry) => {
      reopened.push(entry.id);
      return Promise.resolve();
    });
    releaseRead();
    expect(await taking).toBe(false);
    expect(reopened).toEqual([id]);
  });
});
