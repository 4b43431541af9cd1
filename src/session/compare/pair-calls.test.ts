import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine';
import { diffRuns } from './run-diff';

let seq = 0;
const ev = (type: string, step: number, extra: Record<string, unknown> = {}) =>
  ({ seq: seq++, step, timeMs: 0, type, ...extra }) as unknown as TraceEvent;

interface Call {
  readonly id: string;
  readonly name: string;
  readonly args: string;
}

/** One step of an agent: the model asks for the calls, each runs, and the next request carries the results. */
function step(n: number, calls: readonly Call[], scope?: string): TraceEvent[] {
  const at = scope === undefined ? {} : { scope };
  const toolCalls = calls.map((c) => ({ id: c.id, name: c.name, arguments: c.args }));
  return [
    ev('step-start', n, at),
    ev('model-response', n, { ...at, content: null, toolCalls, finishReason: 'tool_calls' }),
    ...calls.flatMap((c) => [
      ev('tool-start', n, { ...at, callId: c.id, toolName: c.name }),
      ev('tool-end', n, { ...at, callId: c.id, toolName: c.name, status: 'success' }),
    ]),
    ev('model-request', n + 1, {
      ...at,
      request: {
        model: 'm',
        messages: calls.map((c) => ({ role: 'tool', tool_call_id: c.id, content: `ran ${c.id}` })),
        tools: [],
        toolChoice: 'auto',
        parallelToolCalls: true,
      },
      toolsFingerprint: 'f',
    }),
    ev('step-end', n, at),
  ];
}

const read = (id: string, path: string): Call => ({ id, name: 'Read', args: `{"path":"${path}"}` });

describe('comparing two runs pairs calls by what they are, not by their ids', () => {
  it('two runs alike but for fresh ids are identical, ids mapped in callIds, history and text', () => {
    const left = step(1, [read('call_1', 'a'), read('call_10', 'b')]);
    // Another endpoint's ids, and the arguments written with other spacing: the same calls.
    const right = step(1, [read('x9', 'a'), { id: 'call_1', name: 'Read', args: '{ "path": "b" }' }]);
    const diff = diffRuns(left, right);
    expect(diff.calls).toEqual({ paired: 2, removed: [], added: [] });
    // The arguments' text is what the model sent, so the response row differs there and nowhere else.
    expect(diff.panels.map((p) => p.panel)).toEqual([diff.firstDifference?.panel]);
    expect(diff.firstDifference).toMatchObject({ type: 'model-response', fields: ['toolCalls/1/arguments'] });
    const same = diffRuns(left, step(1, [read('x9', 'a'), read('call_1', 'b')]));
    expect(same).toMatchObject({ identical: true, firstDifference: null });
  });

  it('a call only one run made is removed or added, with its id; the calls alike still pair', () => {
    const left = step(1, [read('l1', 'a'), read('l2', 'b')]);
    const right = step(1, [read('r1', 'a'), read('r2', 'c')]);
    const diff = diffRuns(left, right);
    expect(diff.calls.paired).toBe(1);
    expect(diff.calls.removed).toEqual([{ id: 'l2', scope: null, step: 1, name: 'Read' }]);
    expect(diff.calls.added).toEqual([{ id: 'r2', scope: null, step: 1, name: 'Read' }]);
    const toolRows = diff.rows.filter((row) => (row.left ?? row.right)!.type === 'tool-start');
    expect(toolRows.map((row) => [row.left ? 'L' : '-', row.right ? 'R' : '-', row.same])).toEqual([
      ['L', 'R', true],
      ['L', '-', false],
      ['-', 'R', false],
    ]);
  });

  it('the same tool and arguments in another step is another call', () => {
    const left = [...step(1, [read('a1', 'a')]), ...step(2, [read('a2', 'a')])];
    const right = [...step(1, [read('b1', 'a')]), ...step(2, [read('b2', 'a')])];
    expect(diffRuns(left, right).identical).toBe(true);
    const shifted = [...step(1, [read('b1', 'a'), read('b2', 'a')]), ...step(2, [])];
    expect(diffRuns(left, shifted).calls).toMatchObject({ paired: 1 });
  });

  it('a subagent’s calls pair through the Task call that started it (its scope names that call’s id)', () => {
    const task = (id: string): Call => ({ id, name: 'Task', args: '{"prompt":"look"}' });
    const left = [...step(1, [task('t_left')]), ...step(1, [read('n_left', 'a')], 'task:t_left')];
    const right = [...step(1, [task('t_right')]), ...step(1, [read('n_right', 'a')], 'task:t_right')];
    const diff = diffRuns(left, right);
    expect(diff).toMatchObject({ identical: true, calls: { paired: 2, removed: [], added: [] } });
    const other = [...step(1, [task('t_right')]), ...step(1, [read('n_right', 'z')], 'task:t_right')];
    expect(diffRuns(left, other).calls.added).toEqual([
      { id: 'n_right', scope: 'task:t_right', step: 1, name: 'Read' },
    ]);
  });
});
