// The terminal through the runtime host's handlers, as the page drives it: commands are judged like the
// agent's Bash, run with cwd and exports carried, and their file changes become recorded inputs that a
// replay reproduces.
import { describe, expect, it } from 'vitest';
import { listingEntries } from '../worker/workspace-listing';
import type { TraceEvent } from '../../engine';
import { createRuntimeHost } from '../host/runtime-host';
import type { RunSpec } from '../spec/run-spec';
import { scriptedSpec } from '../testing/spec-builders';
import type { RuntimeStatus } from '../worker/runtime-protocol';

const readTurn = { toolCalls: [{ name: 'Read', arguments: { path: 'a.txt' } }] };
const spec = scriptedSpec([readTurn, { content: 'done' }], { files: { 'keep.txt': 'k\n' }, tools: ['Read'] });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function host() {
  const trace: TraceEvent[] = [];
  const statuses: RuntimeStatus[] = [];
  const handlers = createRuntimeHost({}, { trace: (e) => trace.push(...e), status: (s) => statuses.push(s) });
  return { handlers, trace, statuses };
}

async function loaded(session: RunSpec, mode: 'replay' | 'live' = 'replay') {
  const h = host();
  expect(await h.handlers.load({ spec: session, mode, start: 'paused' })).toEqual({ ok: true });
  return h;
}

async function runToEnd(h: ReturnType<typeof host>) {
  await h.handlers.control({ command: 'run' });
  for (let i = 0; i < 500 && h.statuses.at(-1)?.phase !== 'finished'; i += 1) await tick();
  expect(h.statuses.at(-1)?.phase).toBe('finished');
}

const fileOf = async (h: ReturnType<typeof host>, path: string) => {
  const listing = await h.handlers.workspace({});
  if (!listing || !listingEntries(listing).some((e) => e.path === path)) return undefined;
  const entry = await h.handlers.workspaceFile({ seq: listing.at, path });
  return entry?.type === 'file' ? entry.content : undefined;
};

describe('terminal', () => {
  it('records a command that changes a file, and a replay reproduces the change in the same trace', async () => {
    const live = await loaded(spec);
    await live.handlers.start({});
    const written = 'echo hi > a.txt && cat a.txt';
    expect(await live.handlers.terminalRun({ command: written })).toMatchObject({
      kind: 'needs-approval',
      decision: { verdict: 'ASK', rule: 'bash.ask.write-file' },
    });
    expect(await fileOf(live, 'a.txt')).toBeUndefined(); // asking ran nothing

    const ran = await live.handlers.terminalRun({ command: written, approved: true });
    expect(ran).toMatchObject({
      kind: 'ran',
      stdout: 'hi\n',
      exitCode: 0,
      changes: { kind: 'applied', paths: ['a.txt'] },
    });
    expect(await fileOf(live, 'a.txt')).toBe('hi\n');
    await runToEnd(live);
    const changes = live.trace.filter((e) => e.type === 'file-change');
    expect(changes).toMatchObject([
      { path: '/workspace/a.txt', kind: 'create', source: 'terminal', callId: null },
    ]);
    // The Read in step 1 sees the file the terminal wrote.
    const readEnd = live.trace.find((e) => e.type === 'tool-end');
    expect(JSON.stringify(readEnd)).toContain('hi');

    const exported = await live.handlers.exportSpec({});
    expect(exported?.inputs).toEqual([
      {
        type: 'workspace-edit',
        at: { step: 1, phase: 'before-step' },
        source: 'terminal',
        command: written,
        changes: [{ type: 'file', path: 'a.txt', encoding: 'utf8', content: 'hi\n' }],
      },
    ]);

    const replay = await loaded(exported!);
    await replay.handlers.start({});
    await runToEnd(replay);
    expect(await fileOf(replay, 'a.txt')).toBe('hi\n');
    const withoutDeltas = (events: TraceEvent[]) => events.filter((e) => e.type !== 'model-delta');
    expect(withoutDeltas(replay.trace)).toEqual(withoutDeltas(live.trace));
  });

  it('refuses a DENY command with its rule and runs nothing', async () => {
    const live = await loaded(spec);
    const refused = await live.handlers.terminalRun({ command: 'rm keep.txt', approved: true });
    expect(refused).toMatchObject({
      kind: 'refused',
      decision: { verdict: 'DENY', rule: 'bash.deny.rm', node: 'rm keep.txt', seedRegexVerdict: 'DENY' },
    });
    expect(await fileOf(live, 'keep.txt')).toBe('k\n');
    expect((await live.handlers.exportSpec({}))?.inputs).toEqual([]);
  });

  it('shows the seed-regex verdict beside the AST one where the regex is bypassed', async () => {
    const live = await loaded(spec);
    const bypass = await live.handlers.terminalRun({ command: 'pwd\nrm keep.txt' });
    expect(bypass).toMatchObject({
      kind: 'refused',
      decision: { verdict: 'DENY', rule: 'bash.deny.rm', seedRegexVerdict: 'ALLOW' },
    });
  });

  it('carries cwd and exported variables from one command to the next', async () => {
    const live = await loaded(spec);
    await live.handlers.terminalRun({ command: 'mkdir -p src/deep', approved: true });
    expect(
      await live.handlers.terminalRun({ command: 'cd src/deep && export GREETING=hello' }),
    ).toMatchObject({
      kind: 'ran',
      cwd: '/workspace/src/deep',
    });
    expect(await live.handlers.terminalRun({ command: 'pwd; echo $GREETING' })).toMatchObject({
      kind: 'ran',
      stdout: '/workspace/src/deep\nhello\n',
    });
    expect(await live.handlers.terminalInfo({})).toMatchObject({
      cwd: '/workspace/src/deep',
      limits: { timeoutMs: 10_000, maxLoopIterations: 10_000_000 },
    });
  });

  it('follows the session’s wall time and output limits as a settings change applies, counts kept raised', async () => {
    const lowered = scriptedSpec([readTurn, { content: 'done' }], {
      files: { 'keep.txt': 'k\n' },
      tools: ['Read'],
      settings: { shellLimits: { timeoutMs: 2_000, maxLoopIterations: 50 } },
      inputs: [
        {
          type: 'settings-change',
          at: { step: 1, phase: 'before-step' },
          settings: { shellLimits: { maxOutputBytes: 1_024 } },
        },
      ],
    });
    const live = await loaded(lowered);
    expect((await live.handlers.terminalInfo({})).limits).toEqual({
      timeoutMs: 2_000,
      maxCommandCount: 10_000_000,
      maxLoopIterations: 10_000_000,
      maxOutputBytes: 1_048_576,
    });
    expect(await live.handlers.terminalRun({ command: 'seq 1 1000 | wc -l' })).toMatchObject({
      stdout: '1000\n',
    });
    await live.handlers.start({});
    await runToEnd(live);
    expect((await live.handlers.terminalInfo({})).limits).toMatchObject({
      timeoutMs: 2_000,
      maxOutputBytes: 1_024,
    });
    expect(await live.handlers.terminalRun({ command: 'seq 1 1000' })).toMatchObject({
      kind: 'ran',
      stop: { kind: 'limit', limit: 'output-size' },
    });
  });

  it('takes a settings change made while no run is going at once: the next command runs under it', async () => {
    const live = await loaded(spec);
    await live.handlers.start({});
    await runToEnd(live);
    await live.handlers.input({
      input: { type: 'settings-change', settings: { shellLimits: { maxOutputBytes: 1_024 } } },
    });
    expect((await live.handlers.terminalInfo({})).limits.maxOutputBytes).toBe(1_024);
    expect(await live.handlers.terminalRun({ command: 'seq 1 1000' })).toMatchObject({
      stop: { kind: 'limit', limit: 'output-size' },
    });
    expect((await live.handlers.exportSpec({}))?.inputs).toMatchObject([
      { type: 'settings-change', at: { step: 2, phase: 'between-runs' } },
    ]);
  });

  it('applies changes made between runs and keeps them for the next run', async () => {
    const live = await loaded(spec);
    await live.handlers.start({});
    await runToEnd(live);
    const ran = await live.handlers.terminalRun({ command: 'echo late > b.txt', approved: true });
    expect(ran).toMatchObject({ kind: 'ran', changes: { kind: 'applied', paths: ['b.txt'] } });
    expect(await fileOf(live, 'b.txt')).toBe('late\n');
    const exported = await live.handlers.exportSpec({});
    expect(exported?.inputs).toMatchObject([
      { type: 'workspace-edit', at: { step: 2, phase: 'between-runs' }, source: 'terminal' },
    ]);

    // With no later message, a replay still ends with the change, at the same place in the trace.
    const replay = await loaded(exported!);
    await replay.handlers.start({});
    await runToEnd(replay);
    for (let i = 0; i < 100 && replay.trace.length < live.trace.length; i += 1) await tick();
    expect(await fileOf(replay, 'b.txt')).toBe('late\n');
    const withoutDeltas = (events: TraceEvent[]) => events.filter((e) => e.type !== 'model-delta');
    expect(withoutDeltas(replay.trace)).toEqual(withoutDeltas(live.trace));
    expect(live.trace.at(-1)).toMatchObject({ type: 'file-change', source: 'terminal' });

    // A later message runs after it, and the change is not applied a second time.
    await live.handlers.send({ message: 'again' });
    for (let i = 0; i < 500 && live.statuses.at(-1)?.phase !== 'finished'; i += 1) await tick();
    expect(live.trace.filter((e) => e.type === 'file-change')).toHaveLength(1);
  });

  it('applies a change made before the first run before that run starts, in the live run and its replay', async () => {
    const live = await loaded(spec);
    await live.handlers.terminalRun({ command: 'echo early > a.txt', approved: true });
    await live.handlers.start({});
    await runToEnd(live);
    const exported = await live.handlers.exportSpec({});
    expect(exported?.inputs).toMatchObject([{ at: { step: 0, phase: 'between-runs' } }]);
    const replay = await loaded(exported!);
    await replay.handlers.start({});
    await runToEnd(replay);
    const withoutDeltas = (events: TraceEvent[]) => events.filter((e) => e.type !== 'model-delta');
    expect(withoutDeltas(replay.trace)).toEqual(withoutDeltas(live.trace));
    // The Read of step 1 saw the file.
    expect(JSON.stringify(live.trace.find((e) => e.type === 'tool-end'))).toContain('early');
  });

  it('queues changes made mid-turn (a permission question open) and applies them at the next boundary', async () => {
    const editTurn = {
      toolCalls: [
        { name: 'Edit', arguments: { path: 'keep.txt', edits: [{ old_string: 'k', new_string: 'K' }] } },
      ],
    };
    const asking = scriptedSpec(
      [{ toolCalls: [{ name: 'Read', arguments: { path: 'keep.txt' } }] }, editTurn, { content: 'done' }],
      {
        files: { 'keep.txt': 'k\n' },
        settings: { engine: { permissions: { rules: { ask: ['Edit'] } } } },
      },
    );
    const live = host();
    await live.handlers.load({ spec: asking, mode: 'live', start: 'run' });
    await live.handlers.start({});
    for (let i = 0; i < 500 && live.statuses.at(-1)?.waiting?.kind !== 'permission'; i += 1) await tick();
    const waiting = live.statuses.at(-1)?.waiting;
    if (waiting?.kind !== 'permission') throw new Error('expected a permission question');

    const ran = await live.handlers.terminalRun({ command: 'echo mid > mid.txt', approved: true });
    expect(ran).toMatchObject({ kind: 'ran', changes: { kind: 'queued', paths: ['mid.txt'] } });
    expect(await fileOf(live, 'mid.txt')).toBeUndefined();

    await live.handlers.answerPermission({ requestId: waiting.request.requestId, answer: 'approve-once' });
    for (let i = 0; i < 500 && live.statuses.at(-1)?.phase !== 'finished'; i += 1) await tick();
    expect(await fileOf(live, 'mid.txt')).toBe('mid\n');
    expect((await live.handlers.exportSpec({}))?.inputs).toMatchObject([
      { type: 'permission-answer' },
      { type: 'workspace-edit', at: { step: 2, phase: 'after-tools' }, source: 'terminal' },
    ]);
  });

  it('answers no-session before a session is loaded, and starts afresh on the next load', async () => {
    const { handlers } = host();
    expect(await handlers.terminalRun({ command: 'ls' })).toEqual({ kind: 'no-session' });
    expect(await handlers.terminalStop({})).toEqual({ stopped: false });
    await handlers.load({ spec, mode: 'replay' });
    await handlers.terminalRun({ command: 'cd /tmp' });
    await handlers.load({ spec, mode: 'replay' });
    expect(await handlers.terminalInfo({})).toMatchObject({ cwd: '/workspace' });
  });
});
