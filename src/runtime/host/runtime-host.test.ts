// The runtime driven through its message interface over a real MessageChannel, as the page drives the worker.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RpcClient } from '../../common/worker-rpc';
import type { TraceEvent } from '../../engine';
import type { RunSpec } from '../spec/run-spec';
import { connectHost, until, type HostChannel } from '../testing/host-channel';
import { scriptedSpec } from '../testing/spec-builders';
import type { RuntimeProtocol } from '../worker/runtime-protocol';
import { createRuntimeHost } from './runtime-host';
import { startOpenAICompatibleServer } from '../../llm/testing/openai-compatible-server';
import { credentialFor } from '../providers/endpoint-credential';
import { listingEntries, type WorkspaceListing } from '../worker/workspace-listing';

const channels: HostChannel[] = [];
afterEach(() => {
  for (const channel of channels.splice(0)) channel.close();
});

function connect() {
  const channel = connectHost();
  channels.push(channel);
  return channel;
}

/** a.txt with its content, as of a listing (which itself carries none). */
async function fileAt(client: RpcClient<RuntimeProtocol>, listing: WorkspaceListing | null) {
  expect(listing ? listingEntries(listing).find((e) => e.path === 'a.txt') : null).toMatchObject({
    type: 'file',
    size: expect.any(Number) as number,
  });
  expect(JSON.stringify(listing)).not.toMatch(/one|two|saved/); // no contents
  return listing ? client.call('workspaceFile', { seq: listing.at, path: 'a.txt' }) : null;
}

const files = { 'a.txt': 'one\n' };
const editTurns = [
  { toolCalls: [{ name: 'Read', arguments: { path: 'a.txt' } }] },
  {
    toolCalls: [
      { name: 'Edit', arguments: { path: 'a.txt', edits: [{ old_string: 'one', new_string: 'two' }] } },
    ],
  },
  { content: 'Changed.' },
];

describe('runtime host over a MessageChannel', () => {
  it('releases to a point and pauses there; a run computed to its end but not shown is still running', async () => {
    const { client, trace, statuses } = connect();
    await client.call('load', { spec: scriptedSpec([{ content: 'Done.' }], { files }), mode: 'replay' });
    await client.call('start', {});
    // Into the final step: the engine computes the answer and the run's end before they are released.
    await client.call('releaseTo', { point: 4 });
    await until(() => trace.filter((e) => e.type !== 'model-delta').length === 4, client);
    expect(trace.at(-1)?.type).toBe('model-request');
    await client.call('control', { command: 'step' }); // the answer: the run's end is computed behind it
    await until(() => trace.at(-1)?.type === 'model-response', client);
    let status = await client.call('status', {});
    for (let i = 0; i < 200 && status.computed === status.released; i += 1)
      status = await client.call('status', {});
    expect(status.computed).toBeGreaterThan(status.released);
    expect(status).toMatchObject({ phase: 'running', paused: true });
    await client.call('control', { command: 'run' });
    await until(() => statuses.at(-1)?.phase === 'finished', client);
    expect(trace.at(-1)?.type).toBe('run-end');
  });

  it('loads paused, steps, runs, and streams the trace to the page', async () => {
    const { client, trace, statuses } = connect();
    expect(await client.call('load', { spec: scriptedSpec(editTurns, { files }), mode: 'replay' })).toEqual({
      ok: true,
    });
    await client.call('start', {});
    await client.call('control', { command: 'step' });
    await until(() => trace.length === 1, client);
    expect(trace[0]?.type).toBe('run-start');
    await client.call('control', { command: 'run' });
    await until(() => statuses.at(-1)?.phase === 'finished', client);
    await until(() => trace.at(-1)?.type === 'run-end', client);
    expect(statuses.at(-1)?.lastRun).toEqual({ endReason: 'final-answer', finalText: 'Changed.', steps: 3 });
    expect(await fileAt(client, await client.call('workspace', {}))).toMatchObject({ content: 'two\n' });
  });

  it('answers the workspace as of any event, also one computed ahead of what was released', async () => {
    const { client, trace, statuses } = connect();
    await client.call('load', { spec: scriptedSpec(editTurns, { files }), mode: 'replay' });
    await client.call('start', {});
    // Step until the Edit has started: the engine has run it (computed ahead) though its change is unreleased.
    const editStarted = () => trace.some((e) => e.type === 'tool-start' && e.toolName === 'Edit');
    for (let i = 0; i < 100 && !editStarted(); i += 1) {
      await client.call('control', { command: 'step' });
      await until(() => trace.length > i, client);
    }
    const content = (listing: WorkspaceListing | null) => fileAt(client, listing);
    const status = await client.call('status', {});
    expect(status.computed).toBeGreaterThan(status.released);
    // The Edit ran already, but the person has not stepped to it: the workspace they may see is without it.
    expect(await content(await client.call('workspace', {}))).toMatchObject({ content: 'one\n' });
    expect(await content(await client.call('workspaceAt', { seq: status.released - 1 }))).toMatchObject({
      content: 'one\n',
    });

    await client.call('control', { command: 'run' });
    await until(() => statuses.at(-1)?.phase === 'finished', client);
    await until(() => trace.at(-1)?.type === 'run-end', client);
    const change = trace.find((e) => e.type === 'file-change');
    if (change?.type !== 'file-change') throw new Error('the Edit changed no file');
    expect(await content(await client.call('workspaceAt', { seq: -1 }))).toMatchObject({ content: 'one\n' });
    expect(await content(await client.call('workspaceAt', { seq: change.seq - 1 }))).toMatchObject({
      content: 'one\n',
    });
    expect(await content(await client.call('workspaceAt', { seq: change.seq }))).toMatchObject({
      content: 'two\n',
    });
    expect(await client.call('workspaceAt', { seq: trace.length - 1 })).toEqual(
      await client.call('workspace', {}),
    );
  });

  it('applies an editor save at once when no turn is mid-way, and records it where it landed', async () => {
    const { client, statuses } = connect();
    await client.call('load', { spec: scriptedSpec(editTurns, { files }), mode: 'replay', start: 'run' });
    await client.call('start', {});
    await until(() => statuses.at(-1)?.phase === 'finished', client);
    const save = { type: 'workspace-edit', source: 'editor', changes: [] } as const;
    await client.call('input', {
      input: { ...save, changes: [{ type: 'file', path: 'a.txt', encoding: 'utf8', content: 'saved\n' }] },
    });
    expect(await fileAt(client, await client.call('workspace', {}))).toMatchObject({ content: 'saved\n' });
    expect((await client.call('exportSpec', {}))?.inputs).toMatchObject([
      { type: 'workspace-edit', source: 'editor', at: { step: 3, phase: 'between-runs' } },
    ]);
  });

  it('keeps only the newest of two loads that overlap, disposing the other', async () => {
    const trace: TraceEvent[] = [];
    const host = createRuntimeHost({}, { trace: (events) => trace.push(...events), status: () => undefined });
    // Both requests arrive before the first runtime is created (the page opened two sessions in a row).
    const first = host.load({ spec: scriptedSpec(editTurns, { files }), mode: 'replay' });
    const second = host.load({
      spec: scriptedSpec([{ content: 'Second.' }], { files: { 'b.txt': 'b\n' } }),
      mode: 'replay',
      start: 'run',
    });
    expect(await first).toMatchObject({ ok: false });
    expect(await second).toEqual({ ok: true });
    await host.start({});
    for (let i = 0; i < 100 && trace.at(-1)?.type !== 'run-end'; i += 1)
      await new Promise((r) => setTimeout(r, 0));
    expect(trace.filter((e) => e.type === 'run-start')).toHaveLength(1);
    expect(trace.some((e) => e.type === 'tool-start')).toBe(false); // the first session's Read never ran
    expect(listingEntries((await host.workspace({}))!).map((e) => e.path)).toEqual(['b.txt']);
  });

  it('waits for a permission answer, records it, and exports a replayable spec', async () => {
    const { client, statuses } = connect();
    const spec = scriptedSpec(editTurns, {
      files,
      settings: { engine: { permissions: { rules: { ask: ['Edit'] } } } },
    });
    await client.call('load', { spec, mode: 'live', start: 'run' });
    await client.call('start', {});
    await until(() => statuses.at(-1)?.waiting?.kind === 'permission', client);
    const waiting = statuses.at(-1)!.waiting!;
    if (waiting.kind !== 'permission') throw new Error('expected a permission question');
    expect(waiting.request).toMatchObject({ toolName: 'Edit', callId: 'call_2_1' });
    expect(await client.call('answerPermission', { requestId: 'wrong', answer: 'deny' })).toEqual({
      accepted: false,
    });
    await client.call('answerPermission', { requestId: waiting.request.requestId, answer: 'approve-once' });
    await until(() => statuses.at(-1)?.phase === 'finished', client);
    const exported = (await client.call('exportSpec', {})) as RunSpec;
    expect(exported.inputs).toEqual([
      { type: 'permission-answer', callId: 'call_2_1', answer: 'approve-once' },
    ]);
    expect(exported.cassette?.entries).toHaveLength(3);
  });

  it('records a Stop pressed while a question waits as stopped, not as a person denying it', async () => {
    const { client, statuses, trace } = connect();
    const spec = scriptedSpec(editTurns, {
      files,
      settings: { engine: { permissions: { rules: { ask: ['Edit'] } } } },
    });
    await client.call('load', { spec, mode: 'live', start: 'run' });
    await client.call('start', {});
    await until(() => statuses.at(-1)?.waiting?.kind === 'permission', client);
    await client.call('control', { command: 'stop' });
    await until(() => trace.some((e) => e.type === 'run-end'), client);
    expect(trace.find((e) => e.type === 'permission-answer')).toMatchObject({
      callId: 'call_2_1',
      answer: 'stopped',
      source: 'none',
    });
    const gate = trace.find(
      (e) => e.type === 'gate-check' && e.gate === 'permission' && e.callId === 'call_2_1',
    );
    expect(gate).toMatchObject({ verdict: 'DENY', rule: 'answer.stopped', asked: { answer: 'stopped' } });
    expect(JSON.stringify(trace)).not.toContain('A person denied');
    expect(trace.find((e) => e.type === 'tool-end' && e.callId === 'call_2_1')).toMatchObject({
      result: {
        errorCode: 'ABORTED',
        text: 'Not run: the run was stopped while its permission question waited for an answer.',
      },
    });
    // The Stop is recorded at the question, so a replay (a reload there) ends the same way, not asking again.
    const kept = (await client.call('exportSpec', {})) as RunSpec;
    expect(kept.inputs).toEqual([{ type: 'permission-answer', callId: 'call_2_1', answer: 'stopped' }]);
    const again = connect();
    await again.client.call('load', { spec: kept, mode: 'continue', start: 'run' });
    await again.client.call('start', {});
    await until(() => again.statuses.at(-1)?.phase === 'finished', again.client);
    expect(again.statuses.some((status) => status.waiting != null)).toBe(false);
    const counted = (events: readonly TraceEvent[]) => events.filter((e) => e.type !== 'model-delta');
    expect(counted(again.trace)).toEqual(counted(trace));
  });

  it('lets a person be the model, refusing an invalid turn with its problems', async () => {
    const { client, statuses } = connect();
    const spec: RunSpec = {
      ...scriptedSpec([], { files, tools: ['Read'] }),
      provider: { kind: 'human', model: 'human' },
    };
    await client.call('load', { spec, mode: 'live', start: 'run' });
    await client.call('start', {});
    await until(() => statuses.at(-1)?.waiting?.kind === 'human-turn', client);
    const bad = await client.call('submitHumanTurn', {
      turn: { content: null, toolCalls: [{ id: 'h1', name: 'Read', arguments: '{"file":"a.txt"}' }] },
    });
    expect(bad.problems.map((p) => p.message)).toContain('is missing the required property "path"');
    const good = await client.call('submitHumanTurn', {
      turn: { content: null, toolCalls: [{ id: 'h1', name: 'Read', arguments: '{"path":"a.txt"}' }] },
    });
    expect(good.problems).toEqual([]);
    await until(() => statuses.at(-1)?.waiting?.kind === 'human-turn', client);
    await client.call('submitHumanTurn', { turn: { content: 'It says one.', toolCalls: [] } });
    await until(() => statuses.at(-1)?.phase === 'finished', client);
    expect(statuses.at(-1)?.lastRun).toMatchObject({ endReason: 'final-answer', steps: 2 });
  });

  it('lists the workspace now exactly as it is, after the agent and after a terminal command', async () => {
    const host = createRuntimeHost({}, { trace: () => undefined, status: () => undefined });
    await host.load({ spec: scriptedSpec(editTurns, { files }), mode: 'replay', start: 'run' });
    await host.start({});
    for (let i = 0; i < 200 && (await host.status({})).phase !== 'finished'; i += 1)
      await new Promise((r) => setTimeout(r, 0));
    // rm is denied to the terminal too; moving the file away is a change of two paths.
    const ran = await host.terminalRun({
      command: 'mkdir -p d && echo new > d/n.txt && mv a.txt d/a.txt',
      approved: true,
    });
    expect(ran).toMatchObject({ kind: 'ran', exitCode: 0 });
    const listing = (await host.workspace({}))!;
    expect(listingEntries(listing).map((e) => [e.type, e.path])).toEqual([
      ['directory', 'd'],
      ['file', 'd/a.txt'],
      ['file', 'd/n.txt'],
    ]);
    expect(await host.workspaceFile({ seq: listing.at, path: 'd/n.txt' })).toMatchObject({
      content: 'new\n',
    });
    expect(await host.workspaceFile({ seq: listing.at, path: 'a.txt' })).toBeNull();
    expect(await host.workspaceFile({ seq: -1, path: 'a.txt' })).toMatchObject({ content: 'one\n' });
  });
});

describe('the status during a live request', () => {
  it('says running, not paused, and which endpoint is being asked, until the answer arrives', async () => {
    const server = await startOpenAICompatibleServer();
    try {
      server.enqueue({ type: 'hang' });
      const { client, statuses } = connect();
      const spec: RunSpec = {
        ...scriptedSpec([], { files }),
        provider: {
          kind: 'endpoint',
          api: 'chat-completions',
          model: 'local-model',
          baseURL: server.baseURL,
          stream: true,
        },
      };
      const credential = credentialFor(server.baseURL, 'sk-local')!;
      await client.call('load', { spec, mode: 'live', credential });
      await client.call('start', {});
      await client.call('control', { command: 'run' });
      // The SDK loads lazily and the request crosses a real socket: wait on the server, not on pings.
      await vi.waitFor(() => expect(server.requests).toHaveLength(1), { timeout: 20_000 });
      await vi.waitFor(() => expect(statuses.at(-1)?.asking).not.toBeNull(), { timeout: 20_000 });
      expect(statuses.at(-1)).toMatchObject({
        phase: 'running',
        paused: false,
        asking: { model: 'local-model', endpoint: server.baseURL },
      });
      await client.call('control', { command: 'stop' });
      await vi.waitFor(() => expect(statuses.at(-1)?.phase).toBe('finished'), { timeout: 20_000 });
      expect(statuses.at(-1)?.asking).toBeNull();
    } finally {
      await server.close();
    }
  });
});
