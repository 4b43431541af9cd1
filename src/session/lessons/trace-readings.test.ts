// The selectors that read a subagent (through the Task call that started it) and a strict schema, on runs
// made for them: what each reads, and what it says when there is nothing to read.
import { describe, expect, it } from 'vitest';
import { createInProcessRuntime } from '../../runtime/host/node-runtime';
import type { RunSpec } from '../../runtime/spec/run-spec';
import { scriptedSpec } from '../../runtime/testing/spec-builders';
import { taskSpec } from '../../runtime/testing/task-spec';
import { readTrace } from './trace-readings';

async function eventsOf(spec: RunSpec) {
  const created = await createInProcessRuntime(spec, { mode: 'replay', askPolicy: { kind: 'fail' } });
  if (!created.ok) throw new Error(created.reason);
  await created.runtime.runAll();
  return created.runtime.log.events;
}

describe('subagent readings', () => {
  it('follow the Task call into its nested run: its steps and the tools it called', async () => {
    // Main step 1 calls Task; the subagent runs LS, Read, then answers; main step 2 reads a.md itself.
    const events = await eventsOf(taskSpec());
    expect(readTrace({ kind: 'subagent-steps', step: 1, callIndex: 0 }, events)).toBe('3');
    expect(readTrace({ kind: 'subagent-calls', step: 1, callIndex: 0 }, events)).toBe('LS, Read');
    // The main agent's own Read at step 2 is not the subagent's, and started no subagent.
    expect(readTrace({ kind: 'subagent-steps', step: 2, callIndex: 0 }, events)).toBe('none');
    expect(readTrace({ kind: 'subagent-calls', step: 2, callIndex: 0 }, events)).toBe('none');
    expect(readTrace({ kind: 'subagent-steps', step: 1, callIndex: 5 }, events)).toBe('(not reached)');
    // The other readings still read only the main agent: step 1's outcomes are the Task call's alone.
    expect(readTrace({ kind: 'step-outcomes', step: 1 }, events)).toBe('success');
  });

  it('read the subagent as far as the events go', async () => {
    const events = await eventsOf(taskSpec());
    const secondNestedStep = events.findIndex(
      (e) => e.type === 'step-start' && e.scope !== undefined && e.step === 2,
    );
    const partway = events.slice(0, secondNestedStep + 1);
    expect(readTrace({ kind: 'subagent-steps', step: 1, callIndex: 0 }, partway)).toBe('2');
    expect(readTrace({ kind: 'subagent-calls', step: 1, callIndex: 0 }, partway)).toBe('LS');
  });
});

describe('schema readings', () => {
  const readTwice = { name: 'Read', arguments: { path: 'a.txt', offset: null } };
  const spec = scriptedSpec([{ toolCalls: [readTwice] }, { toolCalls: [readTwice] }, { content: 'Done.' }], {
    files: { 'a.txt': 'one\n' },
    tools: ['Read'],
    inputs: [
      {
        type: 'settings-change',
        at: { step: 2, phase: 'before-step' },
        settings: { engine: { strictSchemas: true } },
      },
    ],
  });

  it('read what the schema requires and a parameter’s type, before and after strict is turned on', async () => {
    const events = await eventsOf(spec);
    expect(readTrace({ kind: 'required-parameters', step: 1, toolName: 'Read' }, events)).toBe('path');
    expect(readTrace({ kind: 'required-parameters', step: 2, toolName: 'Read' }, events)).toBe(
      'path, offset, limit, column',
    );
    const offset = { kind: 'parameter-type', toolName: 'Read', parameter: 'offset' } as const;
    expect(readTrace({ ...offset, step: 1 }, events)).toBe('integer');
    expect(readTrace({ ...offset, step: 2 }, events)).toBe('integer, null');
    expect(readTrace({ kind: 'parameter-type', step: 2, toolName: 'Read', parameter: 'path' }, events)).toBe(
      'string',
    );
    // The same null for an option: refused without strict, read as absent with it.
    expect(readTrace({ kind: 'call-outcome', step: 1, callIndex: 0 }, events)).toBe('error INVALID_PARAM');
    expect(readTrace({ kind: 'call-outcome', step: 2, callIndex: 0 }, events)).toBe('success');
  });

  it('say absent for a tool or a parameter the schema does not send, and not reached past the run', async () => {
    const events = await eventsOf(spec);
    expect(readTrace({ kind: 'required-parameters', step: 1, toolName: 'Write' }, events)).toBe('absent');
    expect(readTrace({ kind: 'parameter-type', step: 1, toolName: 'Read', parameter: 'nope' }, events)).toBe(
      'absent',
    );
    expect(readTrace({ kind: 'required-parameters', step: 9, toolName: 'Read' }, events)).toBe(
      '(not reached)',
    );
  });
});

describe('the batch partition', () => {
  it('reads none for a step that answered without a call, and (not reached) for one not run', async () => {
    const events = await eventsOf(taskSpec());
    const main = events.filter((e) => e.scope === undefined);
    const last = main.findLast((e) => e.type === 'step-end')!.step;
    // The last step is the final answer: a response with no tool calls plans nothing.
    expect(main.some((e) => e.type === 'plan-build' && e.step === last)).toBe(false);
    expect(readTrace({ kind: 'batch-partition', step: last }, events)).toBe('none');
    expect(readTrace({ kind: 'batch-partition', step: 1 }, events)).toBe('[Task]');
    expect(readTrace({ kind: 'batch-partition', step: last + 1 }, events)).toBe('(not reached)');
    // Mid-step, before its step-end, the answer is not there yet.
    const midLast = events.slice(
      0,
      events.findIndex((e) => e.type === 'step-start' && e.scope === undefined && e.step === last) + 1,
    );
    expect(readTrace({ kind: 'batch-partition', step: last }, midLast)).toBe('(not reached)');
  });
});
