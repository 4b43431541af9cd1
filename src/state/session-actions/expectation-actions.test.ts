// "Expect this": the conditions the page pins are saved in the session document's `expect` through
// session/expectations.ts, the one record `npm run replay -- --all` reads (src/cli/replay-expect-this.test.ts
// runs a folder of documents written by the same function).
import { describe, expect, it } from 'vitest';
import { createEntry } from '../../session/export/library-store';
import { readLibrary } from '../../session/export/library-snapshot';
import { sessionFileText } from '../../session/export/session-file';
import { lessonById } from '../../session/lessons/lesson-catalog';
import { runSpecOf } from '../../session/session-document';
import type { Breakpoint } from '../breakpoints';
import { createAppStore } from '../store';
import { saveNow } from './autosave';
import { toggleExpectation } from './breakpoint-actions';
import { openDocument } from './open-document';
import { fakeDeps, memoryStorage } from './testing/fake-deps';
import { fakeRuntime } from './testing/fake-runtime';

const lesson = lessonById('optimistic-lock')!.document;
const conflict: Breakpoint = { kind: 'gate-verdict', verdict: 'CONFLICT' };
const edits: Breakpoint = { kind: 'tool', toolName: 'Edit' };
const greps: Breakpoint = { kind: 'tool', toolName: 'Grep' };

function setUp() {
  const storage = memoryStorage();
  const created = createEntry(storage, lesson, 'lesson', 't');
  if (!created.ok) throw new Error(created.reason);
  const store = createAppStore('en');
  const runtime = fakeRuntime(store);
  runtime.exported = runSpecOf(lesson);
  const deps = fakeDeps({ store, runtime, storage });
  store.getState().setActiveSession(created.value.id);
  return { storage, store, deps };
}

function savedDocument(storage: ReturnType<typeof memoryStorage>) {
  const read = readLibrary(storage);
  if (!read.ok) throw new Error(read.reason);
  return read.entries[0]!.document;
}

describe('expect this', () => {
  it('saves the pinned conditions in the document, and its exported file carries them', async () => {
    const { storage, deps } = setUp();
    toggleExpectation(deps, conflict);
    toggleExpectation(deps, edits);
    await saveNow(deps);
    const document = savedDocument(storage);
    expect(document.expect).toEqual(['CONFLICT', 'tool:Edit']);
    expect((JSON.parse(sessionFileText(document)) as { expect: unknown }).expect).toEqual([
      'CONFLICT',
      'tool:Edit',
    ]);
  });

  it('unpinning a condition removes it from the document', async () => {
    const { storage, deps } = setUp();
    toggleExpectation(deps, greps);
    await saveNow(deps);
    expect(savedDocument(storage).expect).toEqual(['tool:Grep']);
    toggleExpectation(deps, greps);
    await saveNow(deps);
    expect(savedDocument(storage).expect).toBeUndefined();
  });

  it('opening a document puts its expectations back on the page', async () => {
    const { store, deps } = setUp();
    await openDocument(deps, { document: { ...lesson, expect: ['CONFLICT'] }, saveAs: null, step: null });
    expect(store.getState().expectations).toEqual([conflict]);
  });
});
