import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine/trace/trace-events';
import { scriptedSpec } from '../../runtime/testing/spec-builders';
import { runScenario } from '../../runtime/scenarios/scenario-kit';
import { LESSONS } from '../lessons/lesson-catalog';
import { runDocumentInProcess } from '../lessons/run-lesson-in-process';
import type { SpanRecord } from './span-record';
import { taskCallIdOf } from '../../engine';
import { traceToSpans } from './trace-to-spans';

async function lessonEvents(id: string): Promise<readonly TraceEvent[]> {
  const lesson = LESSONS.find((l) => l.id === id);
  if (!lesson) throw new Error(`no lesson ${id}`);
  const run = await runDocumentInProcess(lesson.document);
  if (!run.ok) throw new Error(run.reason);
  return run.events;
}

const byOperation = (spans: readonly SpanRecord[], op: string) =>
  spans.filter((s) => s.attributes['gen_ai.operation.name'] === op);

describe('traceToSpans: the GenAI span tree', () => {
  it('parents one chat span per model call and one execute_tool span per call under the run’s agent span', async () => {
    const events = await lessonEvents('parallel-reads');
    const spans = traceToSpans(events);
    const [root, ...rest] = spans;
    expect(root).toMatchObject({ parentKey: null, name: 'invoke_agent ToolScope agent' });
    expect(rest.every((s) => s.parentKey === root!.key && s.traceKey === root!.key)).toBe(true);
    expect(byOperation(spans, 'invoke_agent')).toHaveLength(1);
    const requests = events.filter((e) => e.type === 'model-request');
    const chats = byOperation(spans, 'chat');
    expect(chats).toHaveLength(requests.length);
    expect(chats[0]!.attributes).toMatchObject({
      'gen_ai.request.model': 'scripted',
      'gen_ai.provider.name': 'openai',
      'toolscope.step': 1,
    });
    const ends = events.flatMap((e) => (e.type === 'tool-end' ? [e] : []));
    const tools = byOperation(spans, 'execute_tool');
    expect(tools.map((t) => t.attributes['gen_ai.tool.call.id'])).toEqual(ends.map((e) => e.callId));
    // Virtual times: a call's span is its place on the virtual schedule.
    for (const [i, end] of ends.entries()) {
      expect(tools[i]).toMatchObject({ startMs: end.startMs, endMs: end.startMs + end.durationMs });
      expect(tools[i]!.attributes).toMatchObject({
        'gen_ai.tool.name': end.toolName,
        'gen_ai.tool.type': 'function',
        'toolscope.batch.index': end.batchIndex,
        'toolscope.tool.status': end.status,
      });
    }
    // The concurrent batch of reads: its spans overlap and say so.
    const concurrent = tools.filter((t) => t.attributes['toolscope.batch.concurrent'] === true);
    expect(concurrent.length).toBeGreaterThan(1);
    expect(concurrent[1]!.startMs).toBeLessThan(concurrent[0]!.endMs);
    expect(root!.endMs).toBe(events.at(-1)!.timeMs);
  });

  it('carries the gates’ verdicts and a denial as an error', async () => {
    const spans = traceToSpans(await lessonEvents('permissions'));
    const tools = byOperation(spans, 'execute_tool');
    expect(tools.every((t) => typeof t.attributes['toolscope.gate.permission.verdict'] === 'string')).toBe(
      true,
    );
    const denied = tools.find((t) => t.attributes['toolscope.gate.permission.verdict'] === 'DENY');
    expect(denied?.status).toEqual({ code: 'error', message: 'PERMISSION_DENIED' });
    expect(denied?.attributes['error.type']).toBe('PERMISSION_DENIED');
    const allowed = tools.find((t) => t.attributes['toolscope.gate.permission.verdict'] === 'ALLOW');
    expect(allowed?.attributes['toolscope.gate.breaker.verdict']).toBe('PASS');
  });

  it('nests a subagent’s run under the Task call that started it', async () => {
    const run = await runScenario(
      scriptedSpec(
        [
          {
            toolCalls: [{ name: 'Task', arguments: { description: 'look', prompt: 'What does a.md say?' } }],
          },
          { toolCalls: [{ name: 'Read', arguments: { path: 'a.md' } }] },
          { content: 'a.md says 42.' },
          { content: 'The answer is 42.' },
        ],
        { files: { 'a.md': '42\n' }, tools: ['Read', 'Task'] },
      ),
    );
    const spans = traceToSpans(run.events);
    const key = new Map(spans.map((s) => [s.key, s]));
    const task = spans.find((s) => s.attributes['gen_ai.tool.name'] === 'Task')!;
    const subagent = spans.find((s) => s.attributes['toolscope.scope'] === 'task:call_1_1')!;
    expect(subagent.name).toBe('invoke_agent Task subagent');
    expect(subagent.parentKey).toBe(task.key);
    expect(key.get(task.parentKey!)?.parentKey).toBeNull();
    const nestedRead = spans.find((s) => s.attributes['gen_ai.tool.name'] === 'Read')!;
    expect(nestedRead.parentKey).toBe(subagent.key);
    const nestedChats = byOperation(spans, 'chat').filter((s) => s.parentKey === subagent.key);
    expect(nestedChats).toHaveLength(2);
    expect(new Set(spans.map((s) => s.traceKey)).size).toBe(1);
    expect(subagent.startMs).toBeGreaterThanOrEqual(task.startMs);
    expect(subagent.endMs).toBeLessThanOrEqual(task.endMs);
  });

  it('reads the call behind any depth of subagent scope from its last task: part', () => {
    expect(taskCallIdOf(undefined)).toBeNull();
    expect(taskCallIdOf('task:call_3')).toBe('call_3');
    expect(taskCallIdOf('task:call_3/task:call_9')).toBe('call_9');
  });

  it('closes what a trace cut short leaves open, and says so', async () => {
    const events = await lessonEvents('parallel-reads');
    const cut = events.slice(
      0,
      events.findIndex((e) => e.type === 'tool-end'),
    );
    const spans = traceToSpans(cut);
    const open = spans.filter((s) => s.attributes['toolscope.incomplete'] === true);
    expect(open.map((s) => s.attributes['gen_ai.operation.name'])).toContain('invoke_agent');
    expect(open.every((s) => s.endMs === Math.max(cut.at(-1)!.timeMs, s.startMs))).toBe(true);
  });
});
