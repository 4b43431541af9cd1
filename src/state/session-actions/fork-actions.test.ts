import { describe, expect, it } from 'vitest';
import { readLibrary } from '../../session/export/library-snapshot';
import { denyRule, forkSourceSpec, runToEnd } from '../../session/fork/testing/fork-fixture';
import { documentOf } from '../../session/session-document';
import { traceHash } from '../../session/trace-hash';
import { createAppStore } from '../store';
import { forkAtViewedStep } from './fork-actions';
import { fakeDeps, memoryStorage } from './testing/fake-deps';
import { fakeRuntime } from './testing/fake-runtime';

async function setUp() {
  const source = await runToEnd(forkSourceSpec(), 'live');
  const storage = memoryStorage();
  const store = createAppStore('en');
  const runtime = fakeRuntime(store);
  runtime.exported = source.spec;
  const deps = fakeDeps({ store, runtime, storage });
  store.getState().appendEvents(source.events);
  store.getState().setCurrentSession({ document: documentOf(source.spec, 'Source'), lessonId: null });
  store.getState().setActiveSession('entry-source');
  return { source, storage, store, runtime, deps };
}

describe('forkAtViewedStep', () => {
  it('forks at the step being viewed and opens the fork as a new entry naming its source', async () => {
    const { source, storage, store, runtime, deps } = await setUp();
    const atStep3 = source.events.find((e) => e.type === 'tool-start' && e.step === 3)!;
    store.getState().selectEvent(atStep3.seq);
    const outcome = await forkAtViewedStep(deps, denyRule('Write'));
    expect(outcome).toEqual({ kind: 'forked', step: 3 });
    const loaded = runtime.loads.at(-1)!.spec;
    expect(loaded.fork).toEqual({
      source: { title: 'Source', traceHash: traceHash(source.events), entry: 'entry-source' },
      step: 3,
      ...denyRule('Write'),
    });
    const library = readLibrary(storage);
    const entries = library.ok ? library.entries : [];
    expect(entries.map((entry) => [entry.origin, entry.title, entry.document.fork?.step])).toEqual([
      ['new', 'fork.title {"title":"Source","step":3}', 3],
    ]);
  });

  it('forks with another tool set, as the Tools tab’s fork button asks, recording the tools it removed', async () => {
    const { source, store, runtime, deps } = await setUp();
    const atStep2 = source.events.find((e) => e.type === 'tool-start' && e.step === 2)!;
    store.getState().selectEvent(atStep2.seq);
    const tools = {
      ...source.spec.tools,
      builtin: source.spec.tools.builtin.filter((name) => name !== 'Write'),
    };
    expect(await forkAtViewedStep(deps, { tools })).toEqual({ kind: 'forked', step: 2 });
    const loaded = runtime.loads.at(-1)!.spec;
    expect(loaded.tools.builtin).not.toContain('Write');
    expect(loaded.fork).toMatchObject({ step: 2, tools: { added: [], removed: ['Write'], edited: [] } });
  });

  it('says why when the fork would change nothing', async () => {
    const { store, runtime, deps } = await setUp();
    store.getState().selectEvent(2);
    const outcome = await forkAtViewedStep(deps, { settings: {} });
    expect(outcome).toEqual({ kind: 'refused', reason: 'fork.refused.no-change {"step":1}' });
    expect(runtime.loads).toHaveLength(0);
  });
});
