import { describe, expect, it } from 'vitest';
import { createRuntimeHost } from '../runtime/host/runtime-host';
import { scriptedSpec } from '../runtime/testing/spec-builders';
import { createAppStore, textFileOf, type AppStore, type RuntimePort, type WorkspaceSnapshot } from './store';
import { buildSampleTrace } from './fixtures/sample-trace';
import { refreshWorkspace, shownWorkspace, syncPastWorkspace, workspaceTimeView } from './shown-workspace';

/** A store wired to the real runtime host in this thread, as the page is wired to the worker. */
function connectedStore(): AppStore {
  const store = createAppStore('en');
  const host = createRuntimeHost(
    {},
    {
      trace: (events) => store.getState().appendEvents(events),
      status: (status) => store.getState().setRuntimeStatus(status),
    },
  );
  const unused = () => Promise.reject(new Error('not used by this test'));
  const port: RuntimePort = {
    load: async (spec) => {
      const loaded = await host.load({ spec, mode: 'replay', start: 'run' });
      if (!loaded.ok) return loaded;
      await host.start({});
      return { ok: true };
    },
    control: unused,
    answerPermission: unused,
    send: unused,
    input: unused,
    workspace: async () => host.workspace({}),
    workspaceAt: async (seq) => host.workspaceAt({ seq }),
    submitHumanTurn: unused,
    exportSpec: unused,
    recordedState: unused,
    queueInputs: unused,
  };
  store.getState().setRuntimePort(port);
  return store;
}

async function finished(store: AppStore): Promise<void> {
  for (let i = 0; i < 200 && store.getState().runtimeStatus?.phase !== 'finished'; i += 1)
    await new Promise((resolve) => setTimeout(resolve, 5));
}

const spec = scriptedSpec(
  [
    {
      toolCalls: [
        { name: 'Read', arguments: { path: 'a.txt' } },
        { name: 'Write', arguments: { path: 'b.txt', content: 'new file\n' } },
      ],
    },
    {
      toolCalls: [
        { name: 'Edit', arguments: { path: 'a.txt', edits: [{ old_string: 'one', new_string: 'two' }] } },
      ],
    },
    { content: 'Done.' },
  ],
  { files: { 'a.txt': 'one\n' } },
);

describe('the workspace shown as of the selected event', () => {
  it('shows the files as they were at an earlier event, and the live workspace again at the end', async () => {
    const store = connectedStore();
    await store.getState().openSession(spec, 'travel');
    await finished(store);
    const changes = store.getState().events.filter((e) => e.type === 'file-change');
    expect(changes.map((e) => e.path)).toEqual(['/workspace/b.txt', '/workspace/a.txt']);
    const [created, edited] = changes.map((e) => e.seq) as [number, number];

    const shownAt = async (seq: number | null) => {
      store.getState().selectEvent(seq);
      await syncPastWorkspace(store);
      const shown = shownWorkspace(store.getState());
      return { a: textFileOf(shown, 'a.txt'), b: textFileOf(shown, 'b.txt') };
    };
    expect(await shownAt(created - 1)).toEqual({ a: 'one\n', b: null });
    expect(workspaceTimeView(store.getState())).toBe('past');
    expect(await shownAt(created)).toEqual({ a: 'one\n', b: 'new file\n' });
    expect(await shownAt(edited - 1)).toEqual({ a: 'one\n', b: 'new file\n' });
    expect(await shownAt(edited)).toEqual({ a: 'two\n', b: 'new file\n' });
    expect(await shownAt(0)).toEqual({ a: 'one\n', b: null });
    store.getState().selectEvent(null);
    expect(workspaceTimeView(store.getState())).toBe('live');
  });

  it('fetches once per epoch, and drops an answer for a cursor that has moved on', async () => {
    const store = connectedStore();
    await store.getState().openSession(spec, 'travel');
    await finished(store);
    const calls: number[] = [];
    const port = store.getState().runtimePort!;
    store
      .getState()
      .setRuntimePort({ ...port, workspaceAt: (seq) => (calls.push(seq), port.workspaceAt(seq)) });
    const firstChange = store.getState().events.find((e) => e.type === 'file-change')!.seq;

    store.getState().selectEvent(1);
    await syncPastWorkspace(store);
    store.getState().selectEvent(2); // same epoch (no file change between): nothing to fetch
    await syncPastWorkspace(store);
    expect(calls).toEqual([-1]);

    store.getState().selectEvent(firstChange);
    const late = syncPastWorkspace(store);
    store.getState().selectEvent(0); // moved back before the answer arrived
    await late;
    expect(store.getState().pastWorkspace?.epoch).toBe(-1);
    expect(workspaceTimeView(store.getState())).toBe('past');
  });

  it('drops a refreshed workspace that arrives after another session opened', async () => {
    const store = connectedStore();
    await store.getState().openSession(spec, 'first');
    await finished(store);
    let answer: (snapshot: WorkspaceSnapshot) => void = () => undefined;
    const late = refreshWorkspace(store, () => new Promise((resolve) => (answer = resolve)));
    const other = scriptedSpec([{ content: 'Hi.' }], { files: { 'other.txt': 'x\n' } });
    await store.getState().openSession(other, 'second');
    // An answer describing other files (the first session's, say) arrives only now.
    answer({ ...store.getState().workspace!, entries: [] });
    await late;
    expect(textFileOf(store.getState().workspace, 'other.txt')).toBe('x\n');
  });

  it('says the contents cannot travel when no runtime recorded the trace', () => {
    const store = createAppStore('en');
    store.getState().loadTrace(buildSampleTrace(), { kind: 'file', name: 'trace.jsonl' });
    store.getState().selectEvent(0);
    expect(workspaceTimeView(store.getState())).toBe('unavailable');
  });
});
