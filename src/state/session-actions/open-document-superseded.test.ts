import { describe, expect, it } from 'vitest';
import { readActiveSession } from '../../session/export/library-active';
import { readLibrary } from '../../session/export/library-snapshot';
import { lessonById } from '../../session/lessons/lesson-catalog';
import { withoutRecordedAnswers } from '../../session/lessons/asked-live';
import { lessonDocumentIn } from '../../session/lessons/lesson-variants';
import { createAppStore } from '../store';
import { openLesson, openLessonAskingLive } from './open-document';
import { fakeDeps, memoryStorage } from './testing/fake-deps';
import { fakeRuntime } from './testing/fake-runtime';

// A person may press the next open (the guide's "Answer … yourself", another lesson, a link) while the one
// before is still finishing: its library entry being written, its guide being fetched. The later open owns the
// screen from the moment it starts: nothing of the earlier one's tail may land after it (lessons-run's lesson 5
// saw the plain lesson's tail untick the box and answer for the learner).
const lesson = lessonById('permissions')!;

function setUp() {
  const store = createAppStore('en');
  const runtime = fakeRuntime(store);
  const storage = memoryStorage();
  let releaseFirstGuide: () => void = () => undefined;
  let guides = 0;
  const deps = {
    ...fakeDeps({ store, runtime, storage }),
    // The first open's guide arrives late (a chunk fetched under load); later ones at once.
    preloadGuide: () =>
      (guides += 1) === 1 ? new Promise<void>((resolve) => (releaseFirstGuide = resolve)) : Promise.resolve(),
  };
  return { store, storage, deps, releaseFirstGuide: () => releaseFirstGuide() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('an open superseded while it finishes', () => {
  it('leaves the screen, the active entry and the tab’s pointer to the later open, whichever finishes last', async () => {
    const { store, storage, deps, releaseFirstGuide } = setUp();
    const first = openLesson(deps, lesson.id);
    await settle();
    const second = await openLessonAskingLive(deps, lesson.id, true);
    expect(second.ok).toBe(true);
    const liveEntry = store.getState().activeSessionId;
    releaseFirstGuide();
    expect(await first).toMatchObject({ ok: false, superseded: true });
    const state = store.getState();
    expect(state.currentSession?.document).toEqual(withoutRecordedAnswers(lessonDocumentIn(lesson, 'en')));
    expect(state.activeSessionId).toBe(liveEntry);
    expect(readActiveSession(storage)).toMatchObject({ id: liveEntry });
    // Both opens made their entry (each was pressed); the later one is the one on screen.
    const read = readLibrary(storage);
    expect(read.ok && read.entries.length).toBe(2);
  });

  it('opened twice in a row, the second open is the one on screen (a person who presses twice)', async () => {
    const { store, deps, releaseFirstGuide } = setUp();
    const first = openLessonAskingLive(deps, lesson.id, true);
    await settle();
    const second = await openLessonAskingLive(deps, lesson.id, false);
    releaseFirstGuide();
    await first;
    expect(second.ok).toBe(true);
    expect(store.getState().currentSession?.document).toEqual(lessonDocumentIn(lesson, 'en'));
  });
});
