// Whatever a session does, the runtime behind the message interface answers for it: a load that throws, a
// run that throws, and settings the engine cannot work with all end as a failure the page can see in the
// status, never as a run that stays "running", and the next load works.
import { afterEach, describe, expect, it } from 'vitest';
import type { VirtualClock } from '../../engine';
import { createMemoryWorkspace } from '../../vfs/memory-workspace';
import type { Workspace } from '../../vfs/workspace';
import { connectHost, until, type HostChannel } from '../testing/host-channel';
import { scriptedSpec } from '../testing/spec-builders';

const channels: HostChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
});

/** The first session's workspace fails every call of `method` (a storage that refuses); later ones work. */
function failingFirst(method: 'restore' | 'flush', message: string) {
  let created = 0;
  return (clock: VirtualClock): Workspace => {
    const workspace = createMemoryWorkspace({ clock });
    if ((created += 1) > 1) return workspace;
    return new Proxy(workspace, {
      get(target, property) {
        if (property === method) return () => Promise.reject(new Error(message));
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  };
}

function connect(createWorkspace?: (clock: VirtualClock) => Workspace) {
  const channel = connectHost(createWorkspace ? { createWorkspace } : {});
  channels.push(channel);
  return channel;
}

const readTurns = [{ toolCalls: [{ name: 'Read', arguments: { path: 'a.txt' } }] }, { content: 'Read it.' }];
const spec = (settings = {}) => scriptedSpec(readTurns, { files: { 'a.txt': 'one\n' }, settings });

async function runToEnd({ client, statuses }: HostChannel) {
  expect(await client.call('load', { spec: spec(), mode: 'replay', start: 'run' })).toEqual({ ok: true });
  await client.call('start', {});
  await until(() => statuses.at(-1)?.phase === 'finished', client);
  return statuses.at(-1);
}

describe('the runtime host when the runtime fails', () => {
  it('answers a load that throws with its reason and a failed status, and the next load works', async () => {
    const channel = connect(failingFirst('restore', 'storage refused the files'));
    const { client, statuses } = channel;
    expect(await client.call('load', { spec: spec(), mode: 'replay' })).toEqual({
      ok: false,
      reason: 'The runtime could not load this session: storage refused the files',
    });
    expect(statuses.at(-1)).toMatchObject({
      phase: 'idle',
      failure: { stage: 'load', message: 'storage refused the files' },
    });
    expect(await client.call('start', {})).toEqual({ started: false });

    const next = await runToEnd(channel);
    expect(next).toMatchObject({ failure: null, lastRun: { endReason: 'final-answer' } });
  });

  it('ends a run that throws as finished, with the failure in the status and in the trace', async () => {
    const channel = connect(failingFirst('flush', 'disk on fire'));
    const { client, statuses, trace } = channel;
    await client.call('load', { spec: spec(), mode: 'replay', start: 'run' });
    await client.call('start', {});
    await until(() => statuses.at(-1)?.phase === 'finished', client);
    expect(statuses.at(-1)).toMatchObject({
      failure: { stage: 'run', message: 'disk on fire' },
      lastRun: { endReason: 'error', failure: 'disk on fire' },
    });
    await until(() => trace.at(-1)?.type === 'run-end', client);
    // The step that failed is closed before the run ends: every step-start has its step-end.
    expect(trace.slice(-2)).toMatchObject([
      { type: 'step-end', step: 1, outcome: 'stopped' },
      { type: 'run-end', reason: 'error', error: 'The runtime failed: disk on fire' },
    ]);
    // Stop after the failure is harmless, and the next session runs.
    expect(await client.call('control', { command: 'stop' })).toMatchObject({ phase: 'finished' });
    expect(await runToEnd(channel)).toMatchObject({ failure: null, lastRun: { endReason: 'final-answer' } });
  });

  it('refuses a spec with settings the engine cannot work with, naming the path', async () => {
    const { client, statuses } = connect();
    const refused = await client.call('load', {
      spec: spec({ engine: { maxConcurrency: 'x' } }),
      mode: 'replay',
    });
    expect(refused).toEqual({
      ok: false,
      reason: "The session's settings are invalid: /settings/engine/maxConcurrency must be integer.",
    });
    expect(statuses.at(-1)?.failure).toMatchObject({ stage: 'load' });
  });

  it('refuses a live settings change the schema refuses, and keeps it out of the record', async () => {
    const channel = connect();
    const { client } = channel;
    await runToEnd(channel);
    for (const settings of [
      { engine: { maxConcurrency: 0 } },
      { engine: { permissions: { mode: 'bogus' } } },
      { engine: { lockmode: 'seed' } },
      { maxSteps: 'many' },
    ]) {
      const answer = await client.call('input', {
        input: { type: 'settings-change', settings: settings as never },
      });
      expect(answer.queued).toBe(false);
      expect(answer.reason).toMatch(/^The session's settings are invalid: \/settings\//);
    }
    expect(
      await client.call('input', {
        input: { type: 'settings-change', settings: { engine: { maxConcurrency: 2 } } },
      }),
    ).toEqual({ queued: true });
    expect((await client.call('exportSpec', {}))?.inputs).toMatchObject([
      { type: 'settings-change', settings: { engine: { maxConcurrency: 2 } } },
    ]);
  });
});
