import { describe, expect, it } from 'vitest';
import { createRuntimeHost } from '../runtime/host/runtime-host';
import { packListing } from '../runtime/worker/workspace-listing';
import { scriptedSpec } from '../runtime/testing/spec-builders';
import {
  createAppStore,
  listingEntries,
  textOf,
  type AppStore,
  type RuntimePort,
  type WorkspaceListing,
} from './store';
import { buildSampleTrace } from './fixtures/sample-trace';
import {
  refreshWorkspace,
  shownFileEntry,
  shownWorkspace,
  syncOpenFile,
  syncPastWorkspace,
  workspaceTimeView,
} from './shown-workspace';

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
    releaseTo: unused,
    answerPermission: unused,
    send: unused,
    input: unused,
    workspace: async () => host.workspace({}),
    workspaceAt: async (seq) => host.workspaceAt({ seq }),
    workspaceFile: async (seq, path) => host.workspaceFile({ seq, path }),
    submitHumanTurn: unused,
    exportSpec: unused,
    recordedState: unused,
    setBreakpoints: () => Promise.resolve(0),
    queueInputs: unused,
    persistWorkspace: unused,
    forgetWorkspace: unused,
    storedWorkspaces: unused,
    sweepWorkspaces: unused,
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

    const textAt = async (path: string) => {
      store.getState().openFile(path);
      await syncOpenFile(store);
      const entry = shownFileEntry(store.getState(), path);
      return entry === undefined ? 'loading' : textOf(entry);
    };
    const shownAt = async (seq: number | null) => {
      store.getState().selectEvent(seq);
      await syncPastWorkspace(store);
      return { a: await textAt('a.txt'), b: await textAt('b.txt') };
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
    let answer: (listing: WorkspaceListing) => void = () => undefined;
    const late = refreshWorkspace(store, () => new Promise((resolve) => (answer = resolve)));
    const other = scriptedSpec([{ content: 'Hi.' }], { files: { 'other.txt': 'x\n' } });
    await store.getState().openSession(other, 'second');
    // An answer describing other files (the first session's, say) arrives only now.
    answer(packListing(5, []));
    await late;
    expect(listingEntries(store.getState().workspace!).map((e) => e.path)).toEqual(['other.txt']);
  });

  it('lists the files without contents and fetches the open file once per version it shows', async () => {
    const store = connectedStore();
    await store.getState().openSession(spec, 'contents');
    await finished(store);
    await refreshWorkspace(store, (port) => port.workspace());
    const listing = shownWorkspace(store.getState())!;
    expect(listingEntries(listing).map((e) => e.path)).toEqual(['a.txt', 'b.txt']);
    expect(JSON.stringify(listing)).not.toContain('new file');
    const asked: string[] = [];
    const port = store.getState().runtimePort!;
    store.getState().setRuntimePort({
      ...port,
      workspaceFile: (seq, path) => (asked.push(`${path}@${seq}`), port.workspaceFile(seq, path)),
    });
    store.getState().openFile('b.txt');
    expect(shownFileEntry(store.getState(), 'b.txt')).toBeUndefined(); // on its way
    await syncOpenFile(store);
    expect(textOf(shownFileEntry(store.getState(), 'b.txt') ?? null)).toBe('new file\n');
    // A listing of a later moment where b.txt kept its version: nothing to fetch again.
    await refreshWorkspace(store, (p) => p.workspace().then((l) => (l ? { ...l, at: l.at } : l)));
    await syncOpenFile(store);
    expect(asked).toHaveLength(1);
    expect(shownFileEntry(store.getState(), 'nope.txt')).toBeNull();
  });

  it('keeps a newer file content when an older answer arrives late', async () => {
    const store = connectedStore();
    await store.getState().openSession(spec, 'late');
    await finished(store);
    const [created, edited] = store
      .getState()
      .events.filter((e) => e.type === 'file-change')
      .map((e) => e.seq) as [number, number];
    const port = store.getState().runtimePort!;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    store.getState().setRuntimePort({
      ...port,
      workspaceFile: async (seq, path) => {
        if (seq === created) await held; // the answer about the older version is slow
        return port.workspaceFile(seq, path);
      },
    });
    store.getState().openFile('a.txt');
    store.getState().selectEvent(created);
    await syncPastWorkspace(store);
    const slow = syncOpenFile(store);
    store.getState().selectEvent(edited);
    await syncPastWorkspace(store);
    await syncOpenFile(store);
    release();
    await slow;
    expect(textOf(shownFileEntry(store.getState(), 'a.txt') ?? null)).toBe('two\n');
  });

  it('collapses refreshes asked for while one is under way into one', async () => {
    const store = connectedStore();
    await store.getState().openSession(spec, 'coalesce');
    await finished(store);
    let fetches = 0;
    const fetch = (p: RuntimePort) => (fetches++, p.workspace());
    const all = Promise.all(Array.from({ length: 20 }, () => refreshWorkspace(store, fetch)));
    await all;
    expect(fetches).toBe(2); // the first, and one for all asked meanwhile
  });

  it('says the contents cannot travel when no runtime recorded the trace', () => {
    const store = createAppStore('en');
    store.getState().loadTrace(buildSampleTrace(), { kind: 'file', name: 'trace.jsonl' });
    store.getState().selectEvent(0);
    expect(workspaceTimeView(store.getState())).toBe('unavailable');
  });
});
