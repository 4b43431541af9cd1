// Inputs a person makes while the run is live are anchored where they take effect, recorded, and replayed
// to the same trace; a fork replays the cassette and then continues with another provider.
import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine';
import { createInProcessRuntime, type InProcessOptions } from '../host/node-runtime';
import type { RunSpec } from '../spec/run-spec';
import { scriptedSpec } from '../testing/spec-builders';

const files = { 'a.txt': 'one\n' };
const readTurn = { toolCalls: [{ name: 'Read', arguments: { path: 'a.txt' } }] };
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

async function create(spec: RunSpec, options: InProcessOptions) {
  const created = await createInProcessRuntime(spec, options);
  if (!created.ok) throw new Error(created.reason);
  return created;
}

const withoutDeltas = (events: readonly TraceEvent[]) => events.filter((e) => e.type !== 'model-delta');

describe('live inputs', () => {
  it('anchors an edit and a clock advance made while paused to the next boundary, and replays them', async () => {
    const spec = scriptedSpec([readTurn, readTurn, { content: 'done' }], { files, tools: ['Read'] });
    const { runtime } = await create(spec, { mode: 'live', start: { kind: 'run' } });
    runtime.setBreakpoints([{ kind: 'event-type', eventType: 'step-end' }]);
    const done = runtime.runAll();
    for (let i = 0; i < 50 && !runtime.latch.isPaused; i += 1) await tick();
    runtime.queueInput({
      type: 'workspace-edit',
      source: 'editor',
      changes: [{ type: 'file', path: 'a.txt', encoding: 'utf8', content: 'two\n' }],
    });
    runtime.queueInput({ type: 'clock-advance', ms: 1_000 });
    runtime.setBreakpoints([]);
    runtime.command({ kind: 'run' });
    await done;
    const exported = runtime.exportSpec();
    expect(exported.inputs.map((i) => ('at' in i ? `${i.type}@${i.at.step}:${i.at.phase}` : i.type))).toEqual(
      ['workspace-edit@2:before-step', 'clock-advance@2:before-step'],
    );
    const reads = runtime.log.events.filter((e) => e.type === 'tool-end');
    expect(reads.map((e) => e.type === 'tool-end' && JSON.stringify(e.result))).toEqual([
      expect.stringContaining('one'),
      expect.stringContaining('two'),
    ]);

    const replay = await create(exported, { mode: 'replay' });
    await replay.runtime.runAll();
    expect(withoutDeltas(replay.runtime.log.events)).toEqual(withoutDeltas(runtime.log.events));
  });

  it('applies a recorded change due where the run rests on arrival, and a new one made there after it', async () => {
    const change = (content: string) => [
      { type: 'file' as const, path: 'a.txt', encoding: 'utf8' as const, content },
    ];
    const spec = scriptedSpec([readTurn, readTurn, { content: 'done' }], {
      files,
      tools: ['Read'],
      inputs: [
        {
          type: 'workspace-edit',
          source: 'editor',
          at: { step: 2, phase: 'before-step' },
          changes: change('recorded\n'),
        },
      ],
    });
    const { runtime, workspace } = await create(spec, { mode: 'live', start: { kind: 'run' } });
    runtime.setBreakpoints([{ kind: 'event-type', eventType: 'step-end' }]);
    const done = runtime.runAll();
    for (let i = 0; i < 50 && !runtime.latch.isPaused; i += 1) await tick();
    // Resting at step 2's first boundary: the recorded change is in already (it was made at rest, so a replay
    // shows it at rest too), and this one lands on top of it, now.
    expect(await workspace.readTextFile('a.txt')).toBe('recorded\n');
    expect(
      await runtime.applyNow({ type: 'workspace-edit', source: 'terminal', changes: change('mine\n') }),
    ).toBe('applied');
    expect(await workspace.readTextFile('a.txt')).toBe('mine\n');
    runtime.setBreakpoints([]);
    runtime.command({ kind: 'run' });
    await done;
    expect(await workspace.readTextFile('a.txt')).toBe('mine\n');
    const exported = runtime.exportSpec();
    expect(exported.inputs.map((i) => i.type === 'workspace-edit' && i.changes[0])).toMatchObject([
      { content: 'recorded\n' },
      { content: 'mine\n' },
    ]);
    const replay = await create(exported, { mode: 'replay' });
    await replay.runtime.runAll();
    expect(await replay.workspace.readTextFile('a.txt')).toBe('mine\n');
    expect(withoutDeltas(replay.runtime.log.events)).toEqual(withoutDeltas(runtime.log.events));
  });

  it('shows a change made at rest again at rest when the session is reopened, with the same trace', async () => {
    const spec = scriptedSpec([readTurn, { content: 'done' }], { files, tools: ['Read'] });
    const paused = { mode: 'live', start: { kind: 'paused' } } as const;
    const first = await create(spec, paused);
    void first.runtime.runAll();
    for (let i = 0; i < 50 && first.runtime.log.length === 0; i += 1) await tick();
    const edit = [{ type: 'file' as const, path: 'kept.txt', encoding: 'utf8' as const, content: 'kept\n' }];
    expect(await first.runtime.applyNow({ type: 'workspace-edit', source: 'terminal', changes: edit })).toBe(
      'applied',
    );
    // Reopened paused where it was (nothing released yet): the change is there before anything is stepped.
    const reopened = await create(first.runtime.exportSpec(), paused);
    void reopened.runtime.runAll();
    for (let i = 0; i < 50 && !(await reopened.workspace.exists('kept.txt')); i += 1) await tick();
    expect(await reopened.workspace.readTextFile('kept.txt')).toBe('kept\n');
    expect(withoutDeltas(reopened.runtime.log.events)).toEqual(withoutDeltas(first.runtime.log.events));
  });

  it('exports the messages still to be sent, so a session saved between them goes on when reopened', async () => {
    const spec = scriptedSpec([readTurn, { content: 'first' }, { content: 'second' }], {
      files,
      tools: ['Read'],
      messages: ['one', 'two'],
    });
    const { runtime } = await create(spec, { mode: 'live', start: { kind: 'run' } });
    // Resting inside the first run (after its first step): the second message is not sent yet.
    runtime.setBreakpoints([{ kind: 'event-type', eventType: 'step-end' }]);
    const done = runtime.runAll();
    for (let i = 0; i < 50 && !runtime.latch.isPaused; i += 1) await tick();
    expect(runtime.exportSpec().userMessages).toEqual(['one', 'two']);
    runtime.setBreakpoints([]);
    runtime.command({ kind: 'run' });
    await done;
    await runtime.send('three');
    expect(runtime.exportSpec().userMessages).toEqual(['one', 'two', 'three']);
  });

  it('never lets a change made at rest overtake an older one still queued from mid-turn', async () => {
    const change = (content: string) => [
      { type: 'file' as const, path: 'a.txt', encoding: 'utf8' as const, content },
    ];
    const spec = scriptedSpec([readTurn, readTurn, { content: 'done' }], { files, tools: ['Read'] });
    const { runtime, workspace } = await create(spec, { mode: 'live', start: { kind: 'run' } });
    const pausedAfter = async (eventType: TraceEvent['type']) => {
      for (
        let i = 0;
        i < 100 &&
        !(runtime.latch.isPaused && runtime.log.events[runtime.latch.released - 1]?.type === eventType);
        i += 1
      )
        await tick();
      for (let i = 0; i < 10; i += 1) await tick(); // let the run reach where it waits
    };
    runtime.setBreakpoints([{ kind: 'event-type', eventType: 'schema-build' }]);
    const done = runtime.runAll();
    await pausedAfter('schema-build'); // mid-turn: waiting before the model call
    expect(
      await runtime.applyNow({ type: 'workspace-edit', source: 'editor', changes: change('older\n') }),
    ).toBe('queued');
    runtime.setBreakpoints([{ kind: 'event-type', eventType: 'model-response' }]);
    runtime.command({ kind: 'run' });
    await pausedAfter('model-response'); // resting at the before-tools boundary
    await runtime.applyNow({ type: 'workspace-edit', source: 'editor', changes: change('newer\n') });
    runtime.setBreakpoints([]);
    runtime.command({ kind: 'run' });
    await done;
    expect(await workspace.readTextFile('a.txt')).toBe('newer\n');
    const replay = await create(runtime.exportSpec(), { mode: 'replay' });
    await replay.runtime.runAll();
    expect(withoutDeltas(replay.runtime.log.events)).toEqual(withoutDeltas(runtime.log.events));
  });

  it('records Stop pressed at a boundary so the replay stops at the same place', async () => {
    const spec = scriptedSpec([readTurn, readTurn, { content: 'done' }], { files, tools: ['Read'] });
    const { runtime } = await create(spec, { mode: 'live', start: { kind: 'run' } });
    runtime.setBreakpoints([{ kind: 'event-type', eventType: 'step-end' }]);
    const done = runtime.runAll();
    for (let i = 0; i < 50 && !runtime.latch.isPaused; i += 1) await tick();
    runtime.stop();
    const report = await done;
    expect(report.runs[0]).toMatchObject({ endReason: 'aborted', steps: 1 });
    const exported = runtime.exportSpec();
    expect(exported.inputs).toEqual([{ type: 'stop', at: { step: 2, phase: 'before-step' } }]);
    const replay = await create(exported, { mode: 'replay' });
    await replay.runtime.runAll();
    expect(withoutDeltas(replay.runtime.log.events)).toEqual(withoutDeltas(runtime.log.events));
  });

  it('applies a settings change from its step on', async () => {
    const loop = Array.from({ length: 6 }, () => readTurn);
    const spec = scriptedSpec(loop, {
      files,
      tools: ['Read'],
      inputs: [{ type: 'settings-change', at: { step: 2, phase: 'after-tools' }, settings: { maxSteps: 2 } }],
    });
    const { runtime } = await create(spec, { mode: 'replay' });
    const report = await runtime.runAll();
    expect(report.runs[0]).toMatchObject({ endReason: 'max-steps', steps: 2 });
    // The trace shows the change where it took effect, with the settings in force from there on.
    const changes = runtime.log.events.filter((e) => e.type === 'settings-change');
    expect(changes).toMatchObject([{ step: 2, change: { maxSteps: 2 }, settings: { maxSteps: 2 } }]);
    const historyOfStep2 = runtime.log.events.findLast((e) => e.type === 'history-append' && e.step === 2);
    expect(changes[0]!.seq).toBeGreaterThan(historyOfStep2!.seq);
  });
});

describe('fork', () => {
  it('replays the recorded exchanges, then continues with an edited script', async () => {
    const original = scriptedSpec([readTurn, { content: 'first answer' }], { files, tools: ['Read'] });
    const { runtime } = await create(original, { mode: 'live' });
    await runtime.runAll();
    const recorded = runtime.exportSpec();
    // Keep the first exchange, then let an edited script answer differently.
    const forked: RunSpec = {
      ...recorded,
      cassette: { ...recorded.cassette!, entries: recorded.cassette!.entries.slice(0, 1) },
      provider: { kind: 'scripted', model: 'edited', script: [readTurn, { content: 'second answer' }] },
    };
    const fork = await create(forked, { mode: 'continue' });
    const report = await fork.runtime.runAll();
    expect(report.runs[0]).toMatchObject({ endReason: 'final-answer', finalText: 'second answer' });
    expect(fork.runtime.exportSpec().cassette?.entries).toHaveLength(2);
  });
});
