import { describe, expect, it } from 'vitest';
import { eventsThroughPoint, pointOf, type TraceEvent } from '../../engine';
import { createInProcessRuntime } from '../host/node-runtime';
import type { Runtime } from '../runtime';
import { scriptedSpec } from '../testing/spec-builders';
import type { PauseReason } from './release-latch';

const files = { 'src/a.ts': 'export const a = 1;\n', 'src/b.ts': 'export const b = 2;\n' };
const script = [
  {
    toolCalls: [
      { name: 'Read', arguments: { path: 'src/a.ts' } },
      { name: 'Read', arguments: { path: 'src/b.ts' } },
    ],
  },
  {
    toolCalls: [
      {
        name: 'Edit',
        arguments: { path: 'src/a.ts', edits: [{ old_string: 'a = 1', new_string: 'a = 2' }] },
      },
    ],
  },
  { toolCalls: [{ name: 'Read', arguments: { path: 'missing.ts' } }] },
  { content: 'Done.' },
];
const spec = scriptedSpec(script, { files });

async function create(start: 'run' | 'paused'): Promise<Runtime> {
  const created = await createInProcessRuntime(spec, { mode: 'replay', start: { kind: start } });
  if (!created.ok) throw new Error(created.reason);
  return created.runtime;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function collect(runtime: Runtime) {
  const released: TraceEvent[] = [];
  const pauses: PauseReason[] = [];
  runtime.latch.subscribe({
    released: (events) => released.push(...events),
    paused: (reason) => pauses.push(reason),
  });
  return { released, pauses };
}

describe('stepping', () => {
  it('a paused runtime computes nothing past the first boundary', async () => {
    const runtime = await create('paused');
    void runtime.runAll();
    for (let i = 0; i < 5; i += 1) await tick();
    expect(runtime.log.events.map((e) => e.type)).toEqual(['run-start']);
    expect(runtime.latch.released).toBe(0);
  });

  it('stepping event by event yields the same trace as running at once', async () => {
    const atOnce = await create('run');
    await atOnce.runAll();

    const stepped = await create('paused');
    const { released } = collect(stepped);
    let finished = false;
    const done = stepped.runAll().then(() => (finished = true));
    let commands = 0;
    // The run may finish computing before everything is released: keep stepping through what is left.
    while (!finished || released.length < stepped.log.length) {
      const before = released.length;
      stepped.command({ kind: 'step' });
      commands += 1;
      await tick();
      // One step never releases more than one pipeline event (deltas ride along).
      expect(released.slice(before).filter((e) => e.type !== 'model-delta').length).toBeLessThanOrEqual(1);
    }
    await done;
    expect(commands).toBeGreaterThan(20);
    expect(stepped.log.events).toEqual(atOnce.log.events);
    expect(released).toEqual(atOnce.log.events);
  });

  it('pause holds a running runtime where it is, and run resumes it to the same trace', async () => {
    const atOnce = await create('run');
    await atOnce.runAll();

    const runtime = await create('paused');
    const { released, pauses } = collect(runtime);
    const done = runtime.runAll();
    runtime.command({ kind: 'step' });
    await tick();
    runtime.command({ kind: 'run' });
    runtime.command({ kind: 'paused' });
    const held = released.length;
    for (let i = 0; i < 20; i += 1) await tick();
    expect(released.length).toBe(held);
    expect(released.length).toBeLessThan(atOnce.log.length);
    expect(pauses.at(-1)).toEqual({ kind: 'requested' });
    runtime.command({ kind: 'run' });
    await done;
    expect(released).toEqual(atOnce.log.events);
  });

  it('step over stops at each next step-start', async () => {
    const runtime = await create('paused');
    const { released, pauses } = collect(runtime);
    void runtime.runAll();
    runtime.command({ kind: 'step-over' });
    for (let i = 0; i < 20; i += 1) await tick();
    expect(released.at(-1)).toMatchObject({ type: 'step-start', step: 1 });
    runtime.command({ kind: 'step-over' });
    for (let i = 0; i < 20; i += 1) await tick();
    expect(released.at(-1)).toMatchObject({ type: 'step-start', step: 2 });
    expect(pauses.map((p) => p.kind)).toEqual(['step-over', 'step-over']);
  });

  it('finish-step completes one whole step per command, the first one included', async () => {
    const runtime = await create('paused');
    const { released, pauses } = collect(runtime);
    const done = runtime.runAll();
    for (const step of [1, 2, 3]) {
      runtime.command({ kind: 'finish-step' });
      for (let i = 0; i < 20; i += 1) await tick();
      expect(released.at(-1)).toMatchObject({ type: 'step-end', step });
      // Nothing of the next step has been released: the cursor rests on this step's end.
      expect(released.some((e) => e.step > step)).toBe(false);
    }
    // The last step: its end and the run's end come with the same command (no click more for the ending).
    runtime.command({ kind: 'finish-step' });
    await done;
    expect(released.slice(-2).map((e) => [e.type, e.step])).toEqual([
      ['step-end', 4],
      ['run-end', 4],
    ]);
    expect(pauses.map((p) => p.kind)).toEqual(Array(4).fill('finish-step'));
  });

  it('finish-step takes a run-end already computed behind the last step-end, and nothing else', async () => {
    const runtime = await create('paused');
    const { released } = collect(runtime);
    const done = runtime.runAll();
    // Event by event up to step 4's model response: the engine has computed the run's last events behind it.
    for (
      let i = 0;
      i < 500 && !(released.at(-1)?.type === 'model-response' && released.at(-1)?.step === 4);
      i++
    ) {
      runtime.command({ kind: 'step' });
      for (let t = 0; t < 5; t += 1) await tick();
    }
    expect(runtime.latch.unreleased.map((e) => e.type)).toEqual(['history-append', 'step-end', 'run-end']);
    runtime.command({ kind: 'finish-step' });
    await done;
    expect(released.at(-1)?.type).toBe('run-end');
    expect(runtime.latch.unreleased).toEqual([]);
  });

  it('runs to breakpoints on a tool name, an event type and a gate verdict', async () => {
    const runtime = await create('run');
    const { released, pauses } = collect(runtime);
    runtime.setBreakpoints([
      { kind: 'tool', toolName: 'Edit' },
      { kind: 'event-type', eventType: 'budget-apply' },
    ]);
    let finished = false;
    const done = runtime.runAll().then(() => (finished = true));
    for (let i = 0; i < 50 && pauses.length === 0; i += 1) await tick();
    expect(pauses[0]).toMatchObject({ kind: 'breakpoint', breakpoint: { kind: 'event-type' } });
    expect(released.at(-1)?.type).toBe('budget-apply');
    runtime.command({ kind: 'run' });
    for (let i = 0; i < 50 && pauses.length === 1; i += 1) await tick();
    expect(released.at(-1)).toMatchObject({ type: 'tool-start', toolName: 'Edit' });
    expect(finished).toBe(false);
    runtime.setBreakpoints([]);
    runtime.command({ kind: 'run' });
    await done;
    expect(released.at(-1)?.type).toBe('run-end');
  });

  it('Stop ends the run even with breakpoints still ahead, and keeps them for later', async () => {
    const runtime = await create('paused');
    const { released } = collect(runtime);
    const breakpoints = [
      { kind: 'event-type', eventType: 'tool-start' },
      { kind: 'event-type', eventType: 'run-end' },
    ] as const;
    runtime.setBreakpoints(breakpoints);
    let finished = false;
    const done = runtime.runAll().then((report) => ((finished = true), report));
    runtime.command({ kind: 'run' });
    for (let i = 0; i < 50 && released.at(-1)?.type !== 'tool-start'; i += 1) await tick();
    expect(released.at(-1)?.type).toBe('tool-start');
    runtime.stop();
    for (let i = 0; i < 100 && !finished; i += 1) await tick();
    expect(finished).toBe(true);
    expect((await done).runs.at(-1)?.endReason).toBe('aborted');
    expect(released.at(-1)?.type).toBe('run-end');
    expect(runtime.latch.breakpoints).toEqual(breakpoints);
  });

  it('releasing to a point stops exactly there, at every point, breakpoints or not, deltas held back', async () => {
    const atOnce = await create('run');
    await atOnce.runAll();
    const whole = atOnce.log.events;
    const points = pointOf(whole);
    expect(whole.some((e) => e.type === 'model-delta')).toBe(true);
    for (let point = 0; point <= points; point += 1) {
      const runtime = await create('paused');
      const { released, pauses } = collect(runtime);
      runtime.setBreakpoints([{ kind: 'event-type', eventType: 'tool-start' }]);
      void runtime.runAll();
      runtime.command({ kind: 'to-point', point });
      for (let i = 0; i < 50 && runtime.latch.point < point; i += 1) await tick();
      for (let i = 0; i < 5; i += 1) await tick(); // nothing more comes
      expect(released).toEqual(eventsThroughPoint(whole, point));
      expect(pointOf(released)).toBe(point);
      if (point < points) expect(pauses.at(-1)).toEqual({ kind: 'point' });
    }
  });

  it('a point already passed releases nothing more', async () => {
    const runtime = await create('paused');
    const { released, pauses } = collect(runtime);
    void runtime.runAll();
    runtime.command({ kind: 'to-point', point: 6 });
    for (let i = 0; i < 50 && runtime.latch.point < 6; i += 1) await tick();
    const held = released.length;
    runtime.command({ kind: 'to-point', point: 3 });
    for (let i = 0; i < 5; i += 1) await tick();
    expect(released.length).toBe(held);
    expect(pauses.at(-1)).toEqual({ kind: 'point' });
  });
});
