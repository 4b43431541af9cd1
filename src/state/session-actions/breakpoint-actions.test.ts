import { describe, expect, it } from 'vitest';
import type { Breakpoint } from '../../runtime/stepping/breakpoint';
import { createEntry, setEntryBreakpoints } from '../../session/export/library-store';
import { readLibrary } from '../../session/export/library-snapshot';
import { lessonById } from '../../session/lessons/lesson-catalog';
import { createAppStore } from '../store';
import { setBreakpoints, toggleBreakpoint } from './breakpoint-actions';
import { openEntry } from './library-actions';
import { fakeDeps, memoryStorage } from './testing/fake-deps';
import { fakeRuntime } from './testing/fake-runtime';

const lesson = lessonById('optimistic-lock')!.document;
const conflict: Breakpoint = { kind: 'gate-verdict', verdict: 'CONFLICT' };
const step3: Breakpoint = { kind: 'step', step: 3 };

function setUp(events = 0) {
  const storage = memoryStorage();
  const created = createEntry(storage, lesson, 'lesson', 't');
  if (!created.ok) throw new Error(created.reason);
  const store = createAppStore('en');
  const runtime = fakeRuntime(store, { events });
  const deps = fakeDeps({ store, runtime, storage });
  return { storage, entry: created.value, store, runtime, deps };
}

describe('breakpoint actions', () => {
  it('send every change to the runtime and keep it in the active entry, not its document', async () => {
    const { storage, entry, store, runtime, deps } = setUp();
    store.getState().setActiveSession(entry.id);
    await toggleBreakpoint(deps, conflict);
    await toggleBreakpoint(deps, step3);
    await toggleBreakpoint(deps, conflict);
    expect(store.getState().breakpoints).toEqual([step3]);
    expect(runtime.breakpointLists).toEqual([[conflict], [conflict, step3], [step3]]);
    const read = readLibrary(storage);
    expect(read.ok && read.entries[0]?.breakpoints).toEqual([step3]);
    expect(read.ok && 'breakpoints' in read.entries[0]!.document).toBe(false);
    await setBreakpoints(deps, []);
    const cleared = readLibrary(storage);
    expect(cleared.ok && cleared.entries[0]?.breakpoints).toBeUndefined();
  });

  it('come back with a library entry, held off while it replays to its position and given back after', async () => {
    const { storage, entry, store, runtime, deps } = setUp(5);
    setEntryBreakpoints(storage, entry.id, [conflict]);
    const read = readLibrary(storage);
    if (!read.ok) throw new Error(read.reason);
    const opened = await openEntry(deps, read.entries[0]!, { released: 5, finished: true });
    expect(opened.ok).toBe(true);
    expect(store.getState().breakpoints).toEqual([conflict]);
    expect(store.getState().events).toHaveLength(5);
    // Given after the load, taken away for the replay to the position, given back at its end.
    expect(runtime.breakpointLists).toEqual([[conflict], [], [conflict]]);
  });
});
