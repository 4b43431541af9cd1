// A lesson's progress travels with an exported file (issue 32): Export writes the learner's guesses and
// revealed answers into `openAt.progress`, and opening the file in another browser brings them back. A link
// never carries it, and one made by hand that does leaves the reader's progress alone.
import { describe, expect, it } from 'vitest';
import { sessionFileText } from '../../session/export/session-file';
import { lessonById } from '../../session/lessons/lesson-catalog';
import type { SessionDocument } from '../../session/session-document';
import { lessonProgressOf } from '../lesson-progress-slice';
import { createAppStore } from '../store';
import { encodeShareFragment } from '../../session/share/encode-share-link';
import { importSessionFiles } from './import-session-file';
import { documentAtCursor } from './live-document';
import { openDocument, openLesson } from './open-document';
import { openFromLocation } from './open-from-location';
import { fakeDeps, memoryStorage } from './testing/fake-deps';
import { fakeRuntime } from './testing/fake-runtime';

const lesson = lessonById('registration')!;
const PARAMETERS = 'function-parameters';
const PARTITION = 'partition';

function setUp() {
  const store = createAppStore('en');
  const deps = fakeDeps({ store, runtime: fakeRuntime(store), storage: memoryStorage() });
  return { store, deps };
}

const asFile = (document: SessionDocument, name = 'lesson-1.session.json') =>
  new File([sessionFileText(document)], name, { type: 'application/json' });

async function exported(deps: ReturnType<typeof setUp>['deps']): Promise<SessionDocument> {
  const session = deps.store.getState().currentSession;
  if (!session) throw new Error('no session on screen');
  return documentAtCursor(deps, session);
}

describe('a lesson’s progress in an exported file', () => {
  it('goes with Export and comes back when the file is opened in another browser', async () => {
    const learner = setUp();
    await openLesson(learner.deps, lesson.id);
    learner.store.getState().pickChoice(lesson.id, PARAMETERS, 'input');
    learner.store.getState().pickChoice(lesson.id, PARTITION, '[Weather] → [lookup_order]');
    learner.store.getState().recordReveals(lesson.id, { [PARAMETERS]: 'input' });
    // Another lesson's guesses stay in this browser.
    learner.store.getState().pickChoice('budgets', 'per-tool-cut', 'call_1_1');
    const document = await exported(learner.deps);
    expect(document.openAt).toMatchObject({
      lesson: lesson.id,
      progress: {
        picks: { [PARAMETERS]: 'input', [PARTITION]: '[Weather] → [lookup_order]' },
        revealed: { [PARAMETERS]: 'input' },
      },
    });

    const other = setUp();
    await importSessionFiles(other.deps, [asFile(document)]);
    expect(other.store.getState().currentSession?.lessonId).toBe(lesson.id);
    expect(lessonProgressOf(other.store.getState(), lesson.id)).toEqual(
      lessonProgressOf(learner.store.getState(), lesson.id),
    );
    expect(other.store.getState().lessonPicks.budgets).toBeUndefined();
  });

  it('is not written when there is none, nor for a session that is no built-in lesson', async () => {
    const { store, deps } = setUp();
    await openLesson(deps, lesson.id);
    expect((await exported(deps)).openAt).not.toHaveProperty('progress');
    store.getState().pickChoice(lesson.id, PARAMETERS, 'input');
    await openDocument(deps, { document: lesson.document, saveAs: 'file', step: null });
    expect(store.getState().currentSession?.lessonId).toBeNull();
    expect((await exported(deps)).openAt).not.toHaveProperty('progress');
  });

  it('is laid over what the browser keeps for that lesson: the file’s own checkpoints and choices only', async () => {
    const { store, deps } = setUp();
    store.getState().pickChoice(lesson.id, PARTITION, '[Weather]∥ → [lookup_order]');
    const document = {
      ...lesson.document,
      openAt: {
        point: 0,
        step: 0,
        lesson: lesson.id,
        progress: {
          picks: { [PARAMETERS]: 'input', [PARTITION]: 'no such choice', gone: 'input' },
          revealed: { [PARAMETERS]: 'input' },
        },
      },
    };
    await importSessionFiles(deps, [asFile(document)]);
    expect(lessonProgressOf(store.getState(), lesson.id)).toEqual({
      picks: { [PARAMETERS]: 'input', [PARTITION]: '[Weather]∥ → [lookup_order]' },
      revealed: { [PARAMETERS]: 'input' },
    });
  });

  it('changes nothing when the file is refused, or carries none', async () => {
    const { store, deps } = setUp();
    store.getState().pickChoice(lesson.id, PARAMETERS, 'order_id');
    const before = {
      lessonPicks: store.getState().lessonPicks,
      lessonReveals: store.getState().lessonReveals,
    };
    const hostile = {
      ...lesson.document,
      openAt: {
        point: 0,
        step: 0,
        lesson: lesson.id,
        progress: { picks: { [PARAMETERS]: 7 }, revealed: {} },
      },
    } as unknown as SessionDocument;
    await importSessionFiles(deps, [asFile(hostile)]);
    expect(store.getState().notice).toMatchObject({ kind: 'error' });
    expect(store.getState().currentSession).toBeNull();
    const none = { ...lesson.document, openAt: { point: 0, step: 0, lesson: lesson.id } };
    await importSessionFiles(deps, [asFile(none)]);
    expect(store.getState().currentSession?.lessonId).toBe(lesson.id);
    expect({
      lessonPicks: store.getState().lessonPicks,
      lessonReveals: store.getState().lessonReveals,
    }).toEqual(before);
  });

  it('is never taken from a link, even one made by hand to carry it', async () => {
    const { store, deps } = setUp();
    store.getState().pickChoice(lesson.id, PARAMETERS, 'order_id');
    const carried = {
      ...lesson.document,
      openAt: {
        point: 0,
        step: 0,
        lesson: lesson.id,
        progress: { picks: { [PARAMETERS]: 'input' }, revealed: { [PARAMETERS]: 'input' } },
      },
    };
    const encoded = encodeShareFragment(carried, null);
    if (!encoded.ok) throw new Error(encoded.reason);
    await openFromLocation(deps, {
      embed: false,
      step: null,
      lessonId: null,
      shareFragment: `#${encoded.fragment}`,
    });
    expect(store.getState().currentSession?.lessonId).toBe(lesson.id);
    expect(lessonProgressOf(store.getState(), lesson.id)).toEqual({
      picks: { [PARAMETERS]: 'order_id' },
      revealed: {},
    });
  });
});
