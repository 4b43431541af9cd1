import { describe, expect, it } from 'vitest';
import { toolError, toolSuccess } from '../protocol/tool-result';
import { call, createHarness, fakeTool } from '../testing/engine-harness';
import type { TraceEvent } from '../trace/trace-events';
import { executeTurn } from './execute-turn';

const readLike = (name: string) => fakeTool(name, { safe: true });

function types(events: readonly TraceEvent[]): string[] {
  return events.map((e) => (e.type === 'gate-check' ? `gate-check:${e.gate}` : e.type));
}

describe('executeTurn', () => {
  it("partitions the seed's [Read, Read, Edit, Grep] into [Read, Read] [Edit] [Grep] and answers in model order", async () => {
    const h = createHarness({
      tools: [readLike('Read'), readLike('Grep'), fakeTool('Edit', { lockUse: 'edit' })],
    });
    const outcome = await h.turn([
      call('Read', { path: 'a' }, 'c1'),
      call('Read', { path: 'b' }, 'c2'),
      call('Edit', { path: 'a' }, 'c3'),
      call('Grep', { pattern: 'x' }, 'c4'),
    ]);
    expect(outcome.plan.batches.map((b) => [b.concurrent, b.callIndexes])).toEqual([
      [true, [0, 1]],
      [false, [2]],
      [true, [3]],
    ]);
    expect(outcome.messages.map((m) => (m.role === 'tool' ? m.tool_call_id : 'assistant'))).toEqual([
      'assistant',
      'c1',
      'c2',
      'c3',
      'c4',
    ]);
    // The two Reads overlap (both 0→20 ms); the Edit starts when both ended; the Grep after the Edit.
    expect(outcome.calls.map((c) => [c.startMs, c.endMs])).toEqual([
      [0, 20],
      [0, 20],
      [20, 50],
      [50, 90],
    ]);
    expect(h.clock.nowMs()).toBe(90);
  });

  it('emits one tool-start and one tool-end per call, gates in order, then budget and history', async () => {
    const h = createHarness({ tools: [readLike('Read')] });
    await h.turn([call('Read', { path: 'a' }, 'c1')]);
    expect(types(h.log.events)).toEqual([
      'plan-build',
      'batch-start',
      'tool-start',
      'gate-check:permission',
      'gate-check:lock',
      'gate-check:breaker',
      'tool-end',
      'batch-end',
      'budget-apply',
      'history-append',
    ]);
    expect(h.log.events.map((e) => e.seq)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('runs a failing call without cancelling its siblings', async () => {
    const h = createHarness({
      tools: [
        readLike('Read'),
        fakeTool('Glob', {
          safe: true,
          run: () => {
            throw new Error('boom');
          },
        }),
      ],
    });
    const outcome = await h.turn([call('Read', {}, 'a'), call('Glob', {}, 'b'), call('Read', {}, 'c')]);
    expect(outcome.calls.map((c) => c.result.status)).toEqual(['success', 'error', 'success']);
    expect(outcome.calls[1]!.result.errorCode).toBe('INTERNAL_ERROR');
    expect(outcome.calls[1]!.result.errorMessage).toContain('boom');
  });

  it('orders tool-end events by the virtual schedule, not by which promise settles first', async () => {
    let releaseSlow: () => void = () => undefined;
    const slowInReality = new Promise<void>((resolve) => (releaseSlow = resolve));
    const h = createHarness({
      tools: [
        // Virtually fast (5 ms) but really slow: it settles last.
        fakeTool('Fast', { safe: true, run: async () => (await slowInReality, toolSuccess('fast')) }),
        // Virtually slow (50 ms) but settles at once.
        fakeTool('Slow', { safe: true, run: () => toolSuccess('slow') }),
      ],
      settings: { latency: { perToolMs: { Fast: 5, Slow: 50 } } },
    });
    const pending = h.turn([call('Slow', {}, 's'), call('Fast', {}, 'f')]);
    await Promise.resolve();
    releaseSlow();
    await pending;
    const ends = h.log.events.filter((e) => e.type === 'tool-end').map((e) => [e.callId, e.timeMs]);
    expect(ends).toEqual([
      ['f', 5],
      ['s', 50],
    ]);
  });

  it('breaks a tie at the same virtual time by model order, even against a call that ended at a gate', async () => {
    const h = createHarness({
      tools: [fakeTool('A', { safe: true, run: async () => (await Promise.resolve(), toolSuccess('ran')) })],
      settings: { latency: { defaultMs: 0 }, permissions: { rules: { deny: ['A(no)'] } } },
    });
    await h.turn([
      call('A', { input: 'yes' }, 'c1'),
      call('A', { input: 'no' }, 'c2'),
      call('A', { input: 'yes' }, 'c3'),
    ]);
    const ends = h.log.events.filter((e) => e.type === 'tool-end').map((e) => [e.callId, e.timeMs]);
    expect(ends).toEqual([
      ['c1', 0],
      ['c2', 0],
      ['c3', 0],
    ]);
  });

  it('calls afterBatch once after each batch, before the next starts, and survives its failure', async () => {
    const seen: string[] = [];
    const h = createHarness({
      tools: [readLike('Read'), fakeTool('Edit', { run: () => (seen.push('Edit ran'), toolSuccess('ok')) })],
    });
    const deps = {
      ...h.deps,
      afterBatch: (index: number) => {
        seen.push(`after ${index}`);
        return index === 0 ? Promise.reject(new Error('quota exceeded')) : Promise.resolve();
      },
    };
    const outcome = await executeTurn(
      {
        step: 1,
        toolCalls: [call('Read', {}, 'a'), call('Read', {}, 'b'), call('Edit', {}, 'c')],
        assistantText: null,
      },
      deps,
    );
    expect(seen).toEqual(['after 0', 'Edit ran', 'after 1']);
    expect(outcome.calls.map((c) => c.result.status)).toEqual(['success', 'success', 'success']);
  });

  it('in strict mode treats a null for an optional property as left out (the strict schema made it nullable)', async () => {
    const seen: Record<string, unknown>[] = [];
    const parameters = {
      type: 'object' as const,
      properties: { path: { type: 'string' as const }, offset: { type: 'integer' as const, minimum: 1 } },
      required: ['path'],
      additionalProperties: false,
    };
    const tool = fakeTool('R', { parameters, run: (input) => (seen.push({ ...input }), toolSuccess('ok')) });
    const strict = createHarness({ tools: [tool], settings: { strictSchemas: true } });
    const outcome = await strict.turn([call('R', { path: 'a', offset: null }), call('R', { path: null })]);
    expect(outcome.calls.map((c) => c.result.status)).toEqual(['success', 'error']);
    expect(outcome.calls[1]!.result.errorMessage).toMatch(/\/path must be string/);
    expect(seen).toEqual([{ path: 'a' }]);
    // Without strict mode the published schema never allowed null, so it stays a validation error.
    const loose = createHarness({ tools: [tool] });
    const looseOutcome = await loose.turn([call('R', { path: 'a', offset: null })]);
    expect(looseOutcome.calls[0]!.result.errorCode).toBe('INVALID_PARAM');
  });

  it('answers every id exactly once, including parse failures and unknown tools', async () => {
    const h = createHarness({ tools: [readLike('Read')] });
    const outcome = await h.turn([
      { id: 'x', name: 'Read', arguments: '{bad json' },
      { id: 'x', name: 'Nope', arguments: '{}' },
      { name: 'Read', arguments: '[1,2]' },
      {},
    ]);
    const ids = outcome.messages.flatMap((m) => (m.role === 'tool' ? [m.tool_call_id] : []));
    const assistant = outcome.messages[0]!;
    expect(assistant.role === 'assistant' && assistant.tool_calls?.map((c) => c.id)).toEqual(ids);
    expect(new Set(ids).size).toBe(4);
    expect(ids[0]).toBe('x');
    expect(ids[1]).toBe('x_2');
    expect(outcome.calls.map((c) => c.result.errorCode)).toEqual([
      'INVALID_PARAM',
      'UNKNOWN_TOOL',
      'INVALID_PARAM',
      'UNKNOWN_TOOL',
    ]);
    expect(outcome.calls[0]!.result.errorMessage).toMatch(/not valid JSON/);
    expect(outcome.calls[2]!.result.errorMessage).toBe('Tool arguments must be a JSON object, got an array.');
    expect(outcome.calls[3]!.toolName).toBe('unknown_tool');
  });

  it('answers calls past the cap with TOO_MANY_CALLS and never runs them', async () => {
    let runs = 0;
    const h = createHarness({
      tools: [fakeTool('T', { run: () => (runs++, toolSuccess('ran')) })],
      settings: { maxCallsPerTurn: 2 },
    });
    const outcome = await h.turn([call('T'), call('T'), call('T')]);
    expect(runs).toBe(2);
    expect(outcome.calls.map((c) => c.result.errorCode ?? 'ok')).toEqual(['ok', 'ok', 'TOO_MANY_CALLS']);
    expect(h.log.events.filter((e) => e.type === 'call-rejected')).toHaveLength(1);
  });

  it('gives every call not yet started an ABORTED result after an abort', async () => {
    const h = createHarness({
      tools: [fakeTool('T', { run: () => (h.abort.abort(), toolError('EXECUTION_ERROR', 'stopping')) })],
    });
    const outcome = await h.turn([call('T'), call('T'), call('T')]);
    expect(outcome.calls.map((c) => c.result.errorCode)).toEqual(['EXECUTION_ERROR', 'ABORTED', 'ABORTED']);
    expect(outcome.aborted).toBe(true);
    expect(outcome.messages.filter((m) => m.role === 'tool')).toHaveLength(3);
  });

  it('writes an assistant message without tool_calls when the model called none', async () => {
    const h = createHarness();
    const outcome = await h.turn([], 1, 'done');
    expect(outcome.messages).toEqual([{ role: 'assistant', content: 'done' }]);
  });

  it('runs a concurrent batch as a pool of maxConcurrency on the virtual clock', async () => {
    const h = createHarness({
      tools: [readLike('Read')],
      settings: { maxConcurrency: 2, latency: { perToolMs: { Read: 100 } } },
    });
    const outcome = await h.turn([call('Read'), call('Read'), call('Read'), call('Read'), call('Read')]);
    expect(outcome.calls.map((c) => c.startMs)).toEqual([0, 0, 100, 100, 200]);
    expect(h.log.events.find((e) => e.type === 'batch-start')).toMatchObject({
      poolSize: 2,
      concurrent: true,
    });
  });

  it.each([0, -3, Number.NaN, 'x' as unknown as number])(
    'finishes a concurrent batch with maxConcurrency %s (one slot), never spinning without a slot',
    async (maxConcurrency) => {
      const h = createHarness({ tools: [readLike('Read')], settings: { maxConcurrency } });
      const outcome = await h.turn([call('Read'), call('Read')]);
      expect(outcome.calls).toHaveLength(2);
      expect(h.log.events.find((e) => e.type === 'batch-start')).toMatchObject({ poolSize: 1 });
    },
  );

  it("overlaps two safe calls instead of queuing them (the reference's 2 × 0.2 s < 0.35 s test, on virtual time)", async () => {
    const h = createHarness({
      tools: [readLike('Read')],
      settings: { latency: { perToolMs: { Read: 200 } } },
    });
    const outcome = await h.turn([call('Read'), call('Read')]);
    expect(outcome.endMs - outcome.startMs).toBe(200);
  });

  it('pairs every tool-start with one tool-end sharing its span id, on every path', async () => {
    const h = createHarness({
      tools: [readLike('Read'), fakeTool('Bash')],
      settings: { permissions: { mode: 'auto-deny' } },
    });
    await h.turn([
      call('Read'),
      { name: 'Read', arguments: '{' },
      call('Bash', { command: 'x' }),
      call('Nope'),
    ]);
    const starts = h.log.events.filter((e) => e.type === 'tool-start').map((e) => e.spanId);
    const ends = h.log.events.filter((e) => e.type === 'tool-end').map((e) => e.spanId);
    expect(starts).toHaveLength(4);
    expect([...ends].sort()).toEqual([...starts].sort());
    const endedAt = h.log.events.flatMap((e) => (e.type === 'tool-end' ? [e.endedAt] : []));
    expect(endedAt).toEqual(['run', 'plan', 'permission', 'permission']);
  });

  it('shows the plan in the trace: statuses, generated and deduplicated ids, batch indexes', async () => {
    const h = createHarness({ tools: [readLike('Read')] });
    await h.turn([call('Read', {}, 'a'), call('Read', {}, 'a'), { name: 'Read', arguments: '{"x":' }]);
    const plan = h.log.events.find((e) => e.type === 'plan-build');
    expect(
      plan?.type === 'plan-build' && plan.calls.map((c) => [c.id, c.idChange, c.status, c.batchIndex]),
    ).toEqual([
      ['a', 'none', 'ok', 0],
      ['a_2', 'deduplicated', 'ok', 0],
      ['call_1', 'generated', 'parse-error', 1],
    ]);
  });

  it('keeps trace events plain data (no functions), so they can be posted and hashed', async () => {
    const h = createHarness({ tools: [readLike('Read')] });
    await h.turn([call('Read')]);
    const text = JSON.stringify(h.log.events);
    expect(JSON.parse(text)).toHaveLength(h.log.length);
    expect(h.log.events.every((e) => !Object.values(e).some((v) => typeof v === 'function'))).toBe(true);
  });

  it('does not run a call whose arguments failed to parse or validate', async () => {
    let runs = 0;
    const h = createHarness({
      tools: [
        fakeTool('Read', {
          parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
          run: () => (runs++, toolSuccess('x')),
        }),
      ],
    });
    const outcome = await h.turn([{ name: 'Read', arguments: '{"path":' }, call('Read', { path: 7 })]);
    expect(runs).toBe(0);
    expect(outcome.calls.map((c) => c.result.errorCode)).toEqual(['INVALID_PARAM', 'INVALID_PARAM']);
    expect(outcome.calls[1]!.result.errorMessage).toBe(
      'Invalid arguments for Read: /path must be string (rule: type).',
    );
  });

  it('hands a registered function its input string and serializes the seed envelope for the model', async () => {
    const h = createHarness();
    h.registry.registerFunction({
      name: 'reverse',
      description: 'Reverses.',
      fn: (s) => [...s].reverse().join(''),
    });
    const outcome = await h.turn([{ id: 'call_abc', name: 'reverse', arguments: '{"input":"abc"}' }]);
    const message = outcome.messages[1]!;
    expect(message).toMatchObject({ role: 'tool', tool_call_id: 'call_abc' });
    expect(JSON.parse(message.role === 'tool' ? message.content : '{}')).toEqual({
      status: 'success',
      data: {},
      text: 'cba',
      stats: { timeMs: 10, textBytes: 3 },
      context: { cwd: '/workspace', input: { input: 'abc' } },
    });
  });

  it('puts the deciding rule in the data of a permission denial', async () => {
    const h = createHarness({
      tools: [readLike('Read')],
      settings: { permissions: { rules: { deny: ['Read(.env)'] } } },
    });
    const outcome = await h.turn([call('Read', { path: './.env' })]);
    expect(outcome.calls[0]!.result).toMatchObject({
      errorCode: 'PERMISSION_DENIED',
      data: { permission: { rule: 'user.deny:Read(.env)', reason: "The deny rule 'Read(.env)' matches." } },
    });
  });
});
