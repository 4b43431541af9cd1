import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../engine';
import { createInProcessRuntime } from './host/node-runtime';
import type { RunSpec } from './spec/run-spec';
import { resolveRunSettings } from './spec/run-settings';
import { scriptedSpec } from './testing/spec-builders';

const files = { 'src/a.ts': 'export const a = 1;\n', 'src/b.ts': 'export const b = 2;\n' };
const script = [
  {
    content: 'Reading both.',
    toolCalls: [
      { name: 'Read', arguments: { path: 'src/a.ts' } },
      { name: 'Read', arguments: { path: 'src/b.ts' } },
    ],
  },
  {
    toolCalls: [
      {
        name: 'Edit',
        arguments: { path: 'src/a.ts', edits: [{ old_string: 'a = 1', new_string: 'a = 10' }] },
      },
    ],
  },
  { content: 'Done.' },
];

async function runAtOnce(spec: RunSpec) {
  const created = await createInProcessRuntime(spec, { mode: 'replay' });
  if (!created.ok) throw new Error(created.reason);
  const report = await created.runtime.runAll();
  return { ...created, report, events: created.runtime.log.events };
}

const types = (events: readonly TraceEvent[]) =>
  events.filter((e) => e.type !== 'model-delta').map((e) => e.type);

describe('Runtime (in process, scripted)', () => {
  it('runs read, read, edit, answer: one concurrent batch, then a serial one, then the final answer', async () => {
    const { report, events, workspace } = await runAtOnce(scriptedSpec(script, { files }));
    expect(report.runs).toEqual([{ endReason: 'final-answer', finalText: 'Done.', steps: 3 }]);
    expect(await workspace.readTextFile('src/a.ts')).toBe('export const a = 10;\n');
    const plans = events.filter((e) => e.type === 'plan-build');
    expect(plans.map((p) => p.batches.map((b) => [b.concurrent, b.callIndexes]))).toEqual([
      [[true, [0, 1]]],
      [[false, [0]]],
    ]);
    const steps = events.filter((e) => e.type === 'step-end').map((e) => e.outcome);
    expect(steps).toEqual(['tool-calls', 'tool-calls', 'final-answer']);
    const change = events.find((e) => e.type === 'file-change');
    expect(change).toMatchObject({
      path: '/workspace/src/a.ts',
      kind: 'modify',
      source: 'tool',
      callId: 'call_2_1',
    });
    expect(types(events)[0]).toBe('run-start');
    expect(types(events).at(-1)).toBe('run-end');
  });

  it('stops at max steps', async () => {
    const loop = Array.from({ length: 5 }, () => ({
      toolCalls: [{ name: 'Read', arguments: { path: 'src/a.ts' } }],
    }));
    const { report } = await runAtOnce(scriptedSpec(loop, { files, settings: { maxSteps: 3 } }));
    expect(report.runs[0]).toMatchObject({ endReason: 'max-steps', steps: 3 });
  });

  it('stops at 50 steps by default, and a subagent at 12', async () => {
    expect(resolveRunSettings()).toMatchObject({ maxSteps: 50, subagentMaxSteps: 12, toolChoice: 'auto' });
    const loop = Array.from({ length: 60 }, () => ({
      toolCalls: [{ name: 'Read', arguments: { path: 'src/a.ts' } }],
    }));
    const { report } = await runAtOnce(scriptedSpec(loop, { files }));
    expect(report.runs[0]).toMatchObject({ endReason: 'max-steps', steps: 50 });
  });

  it('sends a named tool as tool_choice', async () => {
    const named = { type: 'function', function: { name: 'Read' } } as const;
    const { events } = await runAtOnce(
      scriptedSpec([{ content: 'hi' }], { files, settings: { toolChoice: named } }),
    );
    const request = events.find((e) => e.type === 'model-request');
    expect(request?.type === 'model-request' && request.request.toolChoice).toEqual(named);
  });

  it('sends the system prompt, tool_choice and parallel_tool_calls in every request', async () => {
    const { events } = await runAtOnce(
      scriptedSpec([{ content: 'hi' }], {
        settings: { systemPrompt: 'Be brief.', toolChoice: 'required', parallelToolCalls: false },
      }),
    );
    const request = events.find((e) => e.type === 'model-request');
    expect(request?.type === 'model-request' && request.request).toMatchObject({
      messages: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Do the task.' },
      ],
      toolChoice: 'required',
      parallelToolCalls: false,
    });
  });
});
