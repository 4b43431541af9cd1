import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine';
import { alignTraces } from './align-traces';
import { diffRuns } from './run-diff';

let seq = 0;
const ev = (type: string, step: number, extra: Record<string, unknown> = {}) =>
  ({ seq: seq++, step, timeMs: 0, type, ...extra }) as unknown as TraceEvent;

const call = (step: number, callId: string, status = 'success') => [
  ev('tool-start', step, { callId, toolName: 'Read' }),
  ev('tool-end', step, { callId, toolName: 'Read', status }),
];

function run(...calls: TraceEvent[][]): TraceEvent[] {
  return [ev('run-start', 0), ev('step-start', 1), ...calls.flat(), ev('step-end', 1), ev('run-end', 1)];
}

const shape = (rows: ReturnType<typeof alignTraces>['rows']) =>
  rows.map((r) => `${r.left ? r.left.type : '-'}/${r.right ? r.right.type : '-'}${r.same ? '' : '!'}`);

describe('alignTraces', () => {
  it('pairs equal runs one to one, whatever their seq numbers', () => {
    const a = run(call(1, 'c1'));
    const b = run(call(1, 'c1'));
    const { rows } = alignTraces(a, b);
    expect(rows.every((r) => r.same)).toBe(true);
    expect(rows).toHaveLength(a.length);
    expect(diffRuns(a, b)).toMatchObject({ identical: true, firstDifference: null, panels: [] });
  });

  it('pairs by call id: an extra call in one run is one row, nothing after it shifts', () => {
    const { rows } = alignTraces(
      run(call(1, 'c1'), call(1, 'c2')),
      run(call(1, 'c1'), call(1, 'cX'), call(1, 'c2')),
    );
    expect(shape(rows)).toEqual([
      'run-start/run-start',
      'step-start/step-start',
      'tool-start/tool-start',
      'tool-end/tool-end',
      '-/tool-start!',
      '-/tool-end!',
      'tool-start/tool-start',
      'tool-end/tool-end',
      'step-end/step-end',
      'run-end/run-end',
    ]);
  });

  it('pairs calls that ran in another order, and marks a changed result', () => {
    const { rows } = alignTraces(
      run(call(1, 'c1'), call(1, 'c2')),
      run(call(1, 'c2', 'error'), call(1, 'c1')),
    );
    const paired = rows.filter((r) => r.left && r.right);
    expect(paired).toHaveLength(rows.length);
    const c2end = rows.find(
      (r) => r.left?.type === 'tool-end' && 'callId' in r.left && r.left.callId === 'c2',
    );
    expect(c2end?.same).toBe(false);
    expect(rows.filter((r) => !r.same)).toHaveLength(1);
  });

  it('leaves out streaming deltas, the provider’s identity and the wire data, as the trace hash does', () => {
    const request = (model: string) =>
      ev('model-request', 1, {
        request: { model, messages: [], tools: [], toolChoice: 'auto', parallelToolCalls: true },
        toolsFingerprint: 'f',
      });
    const response = (url: string) =>
      ev('model-response', 1, {
        content: 'hi',
        toolCalls: [],
        finishReason: 'stop',
        wire: { api: 'chat-completions', request: { method: 'POST', url, headers: {}, body: {} } },
      });
    const a = [
      request('gpt-a'),
      ev('model-delta', 1, { delta: { kind: 'text', text: 'h' } }),
      response('https://a/v1/chat/completions'),
    ];
    const b = [request('other-model'), response('https://b/v1/chat/completions')];
    expect(diffRuns(a, b).identical).toBe(true);
  });

  it('names the first diverging event, its fields and the panels that differ', () => {
    const schema = (description: string) =>
      ev('schema-build', 1, {
        tools: [{ type: 'function', function: { name: 'Read', description, parameters: {} } }],
        fingerprint: description,
      });
    const a = [
      ev('step-start', 1),
      schema('Reads.'),
      ev('file-change', 1, { path: '/workspace/a.txt', callId: null }),
    ];
    const b = [
      ev('step-start', 1),
      schema('Reads a file.'),
      ev('file-change', 1, { path: '/workspace/b.txt', callId: null }),
    ];
    const diff = diffRuns(a, b);
    expect(diff.firstDifference).toMatchObject({
      type: 'schema-build',
      panel: 'schema',
      kind: 'changed',
      fields: ['fingerprint', 'tools/0/function/description'],
      subject: null,
    });
    expect(diff.panels.map((p) => [p.panel, p.count, p.subjects])).toEqual([
      ['schema', 1, []],
      ['workspace', 2, ['/workspace/a.txt', '/workspace/b.txt']],
    ]);
  });
});
