// The loaded session's workspace kept in a store per library session, through the host's messages: created
// from the replayed tree, flushed after every batch, checked (never trusted) when a session is opened again,
// read-only for a second tab, deleted with its session; and a store that fails never touches the run.
import { afterEach, describe, expect, it } from 'vitest';
import type { RpcClient } from '../../common/worker-rpc';
import { connectHost, until, type HostChannel } from '../testing/host-channel';
import { memoryWorkspaceStores, type MemoryWorkspaceStores } from '../testing/memory-workspace-stores';
import { scriptedSpec } from '../testing/spec-builders';
import type { RuntimeProtocol } from '../worker/runtime-protocol';

const channels: HostChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
});

const spec = scriptedSpec(
  [
    { toolCalls: [{ name: 'Read', arguments: { path: 'a.txt' } }] },
    {
      toolCalls: [
        { name: 'Edit', arguments: { path: 'a.txt', edits: [{ old_string: 'one', new_string: 'two' }] } },
      ],
    },
    { toolCalls: [{ name: 'Write', arguments: { path: 'out/new.bin', content: 'made by a tool\n' } }] },
    { content: 'Done.' },
  ],
  { files: { 'a.txt': 'one\n', 'keep/b.txt': 'b\n' } },
);

function connect(stores: MemoryWorkspaceStores) {
  const channel = connectHost({ workspaceStores: stores });
  channels.push(channel);
  return channel;
}

async function loadPaused(channel: HostChannel) {
  expect(await channel.client.call('load', { spec, mode: 'replay' })).toEqual({ ok: true });
  await channel.client.call('start', {});
}

async function runToEnd({ client, statuses }: HostChannel) {
  await client.call('control', { command: 'run' });
  await until(() => statuses.at(-1)?.phase === 'finished', client);
}

const attach = (client: RpcClient<RuntimeProtocol>, access: 'owner' | 'read-only' = 'owner') =>
  client.call('persistWorkspace', { name: 'entry-1', access });

/** The live tree as the store would hold it (a second store, attached at this moment). */
async function liveTree(channel: HostChannel, stores: MemoryWorkspaceStores, name: string) {
  await channel.client.call('persistWorkspace', { name, access: 'owner' });
  return stores.stored(name);
}

describe('the session workspace store', () => {
  it('stores the starting files on attach, then every batch as it runs, byte for byte', async () => {
    const stores = memoryWorkspaceStores();
    const channel = connect(stores);
    await loadPaused(channel);
    expect(await attach(channel.client)).toMatchObject({ kind: 'attached', check: 'created', files: 2 });
    const stored = await stores.stored('entry-1');
    expect(stored.entries.map((e) => e.path)).toEqual(['a.txt', 'keep', 'keep/b.txt']);

    await runToEnd(channel);
    const after = await stores.stored('entry-1');
    expect(after.entries).toContainEqual(expect.objectContaining({ path: 'a.txt', content: 'two\n' }));
    expect(after.entries).toContainEqual(
      expect.objectContaining({ path: 'out/new.bin', content: 'made by a tool\n' }),
    );
    expect(after).toEqual(await liveTree(channel, stores, 'check'));
  });

  it('finds the store verified when the session reopens at the same event, and writes nothing', async () => {
    const stores = memoryWorkspaceStores();
    const first = connect(stores);
    await loadPaused(first);
    await attach(first.client);
    await runToEnd(first);
    const writes = stores.writes('entry-1');

    const again = connect(stores); // a reload: a fresh worker replays the session to where it was
    await loadPaused(again);
    await runToEnd(again);
    expect(await attach(again.client)).toMatchObject({ kind: 'attached', check: 'verified', differing: 0 });
    expect(stores.writes('entry-1')).toBe(writes);
  });

  it('rebuilds a store that holds another state than the replayed one (stale, or ahead of it)', async () => {
    const stores = memoryWorkspaceStores();
    const first = connect(stores);
    await loadPaused(first);
    await attach(first.client);
    await runToEnd(first);

    // Reopened at its start (the library kept an earlier position than the store's last flush).
    const again = connect(stores);
    await loadPaused(again);
    expect(await attach(again.client)).toMatchObject({ check: 'rebuilt', differing: 3 });
    expect(await stores.stored('entry-1')).toEqual(await liveTree(again, stores, 'check'));
  });

  it('keeps the store of a session a second tab has open read-only: checked, never written', async () => {
    const stores = memoryWorkspaceStores();
    const owner = connect(stores);
    await loadPaused(owner);
    await attach(owner.client);
    const before = await stores.stored('entry-1');
    const writes = stores.writes('entry-1');

    const second = connect(stores);
    await loadPaused(second);
    await runToEnd(second);
    expect(await attach(second.client, 'read-only')).toMatchObject({ access: 'read-only', check: 'differs' });
    await second.client.call('flushWorkspace', {});
    expect(stores.writes('entry-1')).toBe(writes);
    expect(await stores.stored('entry-1')).toEqual(before);
  });

  it('lets the store go when another session loads, and deletes it with its session', async () => {
    const stores = memoryWorkspaceStores();
    const channel = connect(stores);
    await loadPaused(channel);
    await attach(channel.client);
    await loadPaused(channel); // another load: the store of the one before is let go
    const writes = stores.writes('entry-1');
    await runToEnd(channel);
    expect(stores.writes('entry-1')).toBe(writes);

    expect(await channel.client.call('forgetWorkspace', { name: 'entry-1' })).toEqual({ removed: true });
    expect(stores.names()).not.toContain('entry-1');
  });

  it('lists the stored workspaces and sweeps the named ones, but not the one attached or one a tab holds', async () => {
    const stores = memoryWorkspaceStores();
    const channel = connect(stores);
    await loadPaused(channel);
    for (const name of ['orphan-1', 'orphan-2', 'held-elsewhere']) await liveTree(channel, stores, name);
    await attach(channel.client); // entry-1, attached from here on
    stores.holdElsewhere('held-elsewhere', true);
    expect((await channel.client.call('storedWorkspaces', {})).names.sort()).toEqual([
      'entry-1',
      'held-elsewhere',
      'orphan-1',
      'orphan-2',
    ]);
    const swept = await channel.client.call('sweepWorkspaces', {
      names: ['orphan-1', 'entry-1', 'held-elsewhere', 'orphan-2', 'never-there'],
    });
    expect(swept.removed).toEqual(['orphan-1', 'orphan-2', 'never-there']);
    expect(stores.names().sort()).toEqual(['entry-1', 'held-elsewhere']);
  });

  it('says a flush failed and keeps the paths pending; the run and its trace are as without a store', async () => {
    const plain = connectHost();
    channels.push(plain);
    await loadPaused(plain);
    await runToEnd(plain);

    const stores = memoryWorkspaceStores();
    const channel = connect(stores);
    await loadPaused(channel);
    await attach(channel.client);
    stores.refuseWrites('entry-1', 'QuotaExceededError');
    await runToEnd(channel);
    expect(channel.trace).toEqual(plain.trace);
    expect(await channel.client.call('flushWorkspace', {})).toMatchObject({
      kind: 'attached',
      failure: 'QuotaExceededError',
      pending: 3,
    });
  });
});
