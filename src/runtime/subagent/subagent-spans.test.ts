// A Task subagent's run as a span of the trace (decision 0408): its events name their agent, its run-start
// names the Task call, step counters count per agent, and its run-end is never the whole run's end.
import { describe, expect, it } from 'vitest';
import {
  agentSpans,
  counterStepAt,
  isWholeRunEnd,
  scopedCounterAt,
  spanOfCall,
  type TraceEvent,
} from '../../engine';
import { createInProcessRuntime } from '../host/node-runtime';
import { runScenario } from '../scenarios/scenario-kit';
import type { PauseReason } from '../stepping/release-latch';
import { TASK_SCOPE, taskSpec } from '../testing/task-spec';

const spec = taskSpec();
const scope = TASK_SCOPE;

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

async function stepped(command: 'finish-step' | 'step-over', times: number) {
  const created = await createInProcessRuntime(spec, { mode: 'replay', start: { kind: 'paused' } });
  if (!created.ok) throw new Error(created.reason);
  const { runtime } = created;
  const released: TraceEvent[] = [];
  const pauses: PauseReason[] = [];
  runtime.latch.subscribe({
    released: (events) => released.push(...events),
    paused: (reason) => pauses.push(reason),
  });
  void runtime.runAll();
  for (let n = 0; n < times; n += 1) {
    runtime.command({ kind: command });
    for (let i = 0; i < 40; i += 1) await tick();
  }
  return { released, pauses };
}

describe('a subagent as a span of the trace', () => {
  it('opens its span with a run-start naming the Task call, its span and its step', async () => {
    const { events } = await runScenario(spec);
    const task = events.find((e) => e.type === 'tool-start' && e.toolName === 'Task');
    const nested = events.filter((e) => e.scope !== undefined);
    expect(nested.every((e) => e.scope === scope)).toBe(true);
    expect(nested[0]).toMatchObject({
      type: 'run-start',
      parent: { callId: 'call_1_1', spanId: task?.type === 'tool-start' ? task.spanId : '?', step: 1 },
    });
    expect(nested[0]).not.toHaveProperty('parent.scope');
    // The main agent's run-start has no parent.
    expect(events[0]).toMatchObject({ type: 'run-start' });
    expect(events[0]).not.toHaveProperty('parent');
    const spans = agentSpans(events);
    expect(spans).toHaveLength(1);
    expect(spanOfCall(spans, 'call_1_1')).toMatchObject({ scope, steps: 3, endReason: 'final-answer' });
    // The span lies inside the Task call: after its tool-start, before its tool-end.
    const taskEnd = events.find((e) => e.type === 'tool-end' && e.toolName === 'Task')!;
    expect(spans[0]!.startSeq).toBeGreaterThan(task!.seq);
    expect(spans[0]!.endSeq).toBeLessThan(taskEnd.seq);
  });

  it('finds the parent of a trace recorded before spans from its scope', async () => {
    const { events } = await runScenario(spec);
    const old = events.map((e) => {
      if (e.type !== 'run-start' || e.scope === undefined) return e;
      const { parent: _parent, ...rest } = e;
      return rest;
    });
    expect(agentSpans(old)[0]?.parent).toEqual(agentSpans(events)[0]?.parent);
  });

  it('counts steps per agent: the main step stays the Task call’s inside the nested run', async () => {
    const { events } = await runScenario(spec);
    const nestedStep3 = events.find((e) => e.scope === scope && e.type === 'step-start' && e.step === 3)!;
    expect(scopedCounterAt(events, nestedStep3.seq)).toEqual({
      step: 1,
      lastStep: 3,
      nested: { scope, callId: 'call_1_1', step: 3, lastStep: 3 },
    });
    expect(counterStepAt(events, nestedStep3.seq)).toBe(1);
    const firstNested = events.find((e) => e.scope === scope && e.type === 'step-start')!;
    expect(scopedCounterAt(events, firstNested.seq).nested).toMatchObject({ step: 1, lastStep: 3 });
    expect(scopedCounterAt(events, null)).toEqual({ step: 3, lastStep: 3, nested: null });
  });

  it('never reads the subagent’s run-end as the whole run’s end', async () => {
    const { events } = await runScenario(spec);
    const ends = events.filter((e) => e.type === 'run-end');
    expect(ends.map((e) => e.scope ?? 'main')).toEqual([scope, 'main']);
    expect(ends.map(isWholeRunEnd)).toEqual([false, true]);
  });

  it('finish-step runs the whole main step 1, the nested run and its run-end inside it', async () => {
    const { released, pauses } = await stepped('finish-step', 1);
    expect(released.at(-1)).toMatchObject({ type: 'step-end', step: 1 });
    expect(released.at(-1)).not.toHaveProperty('scope');
    expect(released.some((e) => e.type === 'run-end' && e.scope === scope)).toBe(true);
    expect(released.some((e) => e.scope === undefined && e.step === 2)).toBe(false);
    expect(pauses.map((p) => p.kind)).toEqual(['finish-step']);
  });

  it('step-over passes the nested steps and stops at the main agent’s next step', async () => {
    const { released } = await stepped('step-over', 2);
    expect(released.at(-1)).toMatchObject({ type: 'step-start', step: 2 });
    expect(released.at(-1)).not.toHaveProperty('scope');
  });
});
