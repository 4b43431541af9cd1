import { describe, expect, it } from 'vitest';
import { buildSampleTrace } from '../fixtures/sample-trace';
import {
  describePartition,
  eventsAsOf,
  filterTrace,
  memoByEvents,
  MAX_PARAMETER_DEPTH,
  MAX_PARAMETER_ROWS,
  parameterRows,
  parameterTable,
  selectBatchesView,
  selectBreakersView,
  selectBudgetView,
  selectFileChanges,
  selectGatesView,
  selectHistoryView,
  selectSchemaView,
  traceFacets,
} from './index';
import { summaryOfEvent, type OpenAITool } from '../../engine';

const trace = buildSampleTrace();
const seqOf = (predicate: (e: (typeof trace)[number]) => boolean) => trace.find(predicate)!.seq;

describe('time travel', () => {
  it('keeps the events up to and including the cursor, and the whole log for the live end', () => {
    expect(eventsAsOf(trace, 3)).toHaveLength(4);
    expect(eventsAsOf(trace, null)).toBe(trace);
    expect(eventsAsOf(trace, trace.length + 5)).toBe(trace);
  });

  it('memoizes on the identity of the events array', () => {
    let calls = 0;
    const select = memoByEvents((events) => (calls++, events.length));
    select(trace);
    select(trace);
    select(trace.slice());
    expect(calls).toBe(2);
  });
});

// Schemas as a provider or a link may send them: shapes the engine's own types do not describe.
const asTool = (value: unknown) => value as OpenAITool;

describe('schema view', () => {
  it('strikes out a tool hidden because its breaker opened, with the reason', () => {
    const view = selectSchemaView(trace)!;
    expect(view.build.step).toBe(3);
    const bash = view.rows.find((r) => r.name === 'Bash')!;
    expect(bash.change).toBe('removed');
    expect(bash.hidden).toMatchObject({ reason: 'breaker-open' });
    expect(view.rows.filter((r) => r.change === 'same').map((r) => r.name)).toEqual(['Read', 'Edit', 'Grep']);
  });

  it('shows the earlier schema when travelling back, with no diff for the first step', () => {
    const firstStepEnd = seqOf((e) => e.type === 'step-end');
    const view = selectSchemaView(eventsAsOf(trace, firstStepEnd))!;
    expect(view.previous).toBeNull();
    expect(view.rows.map((r) => r.name)).toEqual(['Read', 'Edit', 'Grep', 'Bash']);
  });

  it('tabulates parameters with required flags', () => {
    const edit = selectSchemaView(trace)!.rows.find((r) => r.name === 'Edit')!.tool!;
    expect(parameterRows(edit).map((p) => [p.name, p.type, p.required])).toEqual([
      ['path', 'string', true],
      ['old_text', 'string', true],
      ['new_text', 'string', true],
    ]);
  });

  it('lists nested fields under their path, with item types, references and alternatives', () => {
    const tool = asTool({
      type: 'function' as const,
      function: {
        name: 'Plan',
        description: '',
        parameters: {
          type: 'object',
          properties: {
            edits: {
              type: 'array',
              items: {
                type: 'object',
                properties: { path: { type: 'string' }, range: { $ref: '#/$defs/Range' } },
                required: ['path'],
              },
            },
            tags: { type: 'array', items: { type: 'string' } },
            size: { oneOf: [{ type: 'integer' }, { enum: ['small', 'big'] }] },
            owner: { type: 'object', properties: { name: { type: 'string', description: 'who' } } },
          },
          required: ['edits'],
        },
      },
    });
    expect(parameterRows(tool).map((p) => [p.name, p.type, p.required, p.depth])).toEqual([
      ['edits', 'array of object', true, 0],
      ['edits[].path', 'string', true, 1],
      ['edits[].range', '→ #/$defs/Range', false, 1],
      ['tags', 'array of string', false, 0],
      ['size', 'integer | "small" | "big"', false, 0],
      ['owner', 'object', false, 0],
      ['owner.name', 'string', false, 1],
    ]);
  });

  it('stays bounded on a schema nested past any reason', () => {
    let node: Record<string, unknown> = { type: 'string' };
    for (let i = 0; i < 5_000; i++) node = { type: 'object', properties: { a: node, b: { type: 'string' } } };
    const tool = asTool({ type: 'function', function: { name: 'Deep', description: '', parameters: node } });
    const { rows, omitted } = parameterTable(tool);
    expect(rows.length).toBeLessThanOrEqual(MAX_PARAMETER_ROWS);
    expect(omitted).toBe(0);
    expect(Math.max(...rows.map((r) => r.depth))).toBe(MAX_PARAMETER_DEPTH - 1);
    const wide = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`p${i}`, { type: 'string' }]));
    const many = asTool({
      type: 'function' as const,
      function: { name: 'Wide', description: '', parameters: { type: 'object', properties: wide } },
    });
    expect(parameterTable(many)).toMatchObject({ omitted: 300 - MAX_PARAMETER_ROWS });
    expect(parameterTable(many).rows).toHaveLength(MAX_PARAMETER_ROWS);
  });
});

describe('batches view', () => {
  const stepOne = eventsAsOf(
    trace,
    seqOf((e) => e.type === 'step-end'),
  );

  it('describes the partition in the model order', () => {
    expect(describePartition(selectBatchesView(stepOne)!)).toBe('[Read, Read] [Edit] [Grep]');
  });

  it('lays the two Reads over each other and the Edit after both', () => {
    const bars = selectBatchesView(stepOne)!.bars;
    const [read1, read2, edit] = bars;
    expect(read1!.startMs).toBe(read2!.startMs);
    expect(edit!.startMs).toBeGreaterThanOrEqual(Math.max(read1!.endMs!, read2!.endMs!));
  });

  it('marks calls still running as of an event between their start and end', () => {
    const mid = seqOf((e) => e.type === 'tool-start' && e.callId === 'call_2');
    const view = selectBatchesView(eventsAsOf(trace, mid))!;
    expect(view.bars.map((b) => b.status)).toEqual(['running', 'running']);
    expect(view.resultsInModelOrder).toHaveLength(0);
  });
});

describe('gates, breakers, budget, history', () => {
  it('lists permission → lock → breaker for each call, with the Edit lock injected', () => {
    const view = selectGatesView(
      eventsAsOf(
        trace,
        seqOf((e) => e.type === 'step-end'),
      ),
    )!;
    const edit = view.calls.find((c) => c.toolName === 'Edit')!;
    expect(edit.checks.map((c) => `${c.gate}:${c.verdict}`)).toEqual([
      'permission:ALLOW',
      'lock:INJECTED',
      'breaker:PASS',
    ]);
    expect(edit.end?.status).toBe('success');
    expect(view.pendingAsks).toEqual([]);
  });

  it('folds breaker transitions: Bash is OPEN with its recovery time after step 2', () => {
    const bash = selectBreakersView(trace).rows.find((r) => r.toolName === 'Bash')!;
    expect(bash).toMatchObject({
      state: 'OPEN',
      consecutiveFailures: 2,
      recoveryAtMs: 30210,
      faultsArmed: 0,
    });
    const before = selectBreakersView(
      eventsAsOf(
        trace,
        seqOf((e) => e.type === 'fault-inject'),
      ),
    );
    expect(before.rows.find((r) => r.toolName === 'Bash')).toMatchObject({ state: 'CLOSED', faultsArmed: 2 });
  });

  it('names each budgeted result by its tool', () => {
    const view = selectBudgetView(
      eventsAsOf(
        trace,
        seqOf((e) => e.type === 'step-end'),
      ),
    )!;
    expect(view.rows.map((r) => r.toolName)).toEqual(['Read', 'Read', 'Edit', 'Grep']);
    expect(view.rows.every((r) => r.cut === 'none' && r.preview !== null)).toBe(true);
  });

  it('builds the history: system, user, assistant with calls, tool messages, then the final answer', () => {
    const roles = selectHistoryView(trace).messages.map((m) => m.role);
    expect(roles).toEqual([
      'system',
      'user',
      'assistant',
      'tool',
      'tool',
      'tool',
      'tool',
      'assistant',
      'tool',
      'tool',
      'assistant',
    ]);
    const early = selectHistoryView(eventsAsOf(trace, 3)).messages.map((m) => m.role);
    expect(early).toEqual(['system', 'user']);
  });
});

describe('trace filter', () => {
  it('filters by type, tool and step together', () => {
    const ends = filterTrace(trace, { type: 'tool-end', tool: 'Bash', step: 2 });
    expect(ends.map((p) => trace[p]!.type)).toEqual(['tool-end', 'tool-end']);
    expect(filterTrace(trace, { type: 'all', tool: '', step: 3 }).every((p) => trace[p]!.step === 3)).toBe(
      true,
    );
  });

  it('offers the tools and steps that occur', () => {
    expect(traceFacets(trace)).toEqual({ tools: ['Bash', 'Edit', 'Grep', 'Read'], steps: [0, 1, 2, 3] });
  });

  it('names the settings a settings change touched', () => {
    const change = {
      type: 'settings-change' as const,
      seq: 0,
      step: 2,
      timeMs: 0,
      change: { maxSteps: 4, engine: { maxConcurrency: 1, breaker: {} }, shellLimits: { timeoutMs: 500 } },
      settings: { systemPrompt: '', maxSteps: 4, toolChoice: 'auto' as const, parallelToolCalls: true },
    };
    expect(summaryOfEvent(change).verbatim).toEqual({
      keys: 'maxSteps, engine.maxConcurrency, engine.breaker, shellLimits.timeoutMs',
    });
  });
});

describe('gates record stage', () => {
  it('attaches the breaker transition to the call whose failure opened it', () => {
    const view = selectGatesView(trace)!;
    expect(view.calls.map((c) => c.recorded.map((r) => r.to))).toEqual([[], ['OPEN']]);
  });
});

describe('file changes', () => {
  it('names each changed file by its workspace-relative path, with who changed it', () => {
    const changes = selectFileChanges(trace);
    expect([...changes.keys()]).toEqual(['a.ts']);
    expect(changes.get('a.ts')).toMatchObject({ source: 'tool', callId: 'call_3' });
    expect(selectFileChanges(eventsAsOf(trace, 3)).size).toBe(0);
  });
});
