// Bad input: random tool_call lists (broken JSON, wrong types, unknown tools, huge and deeply nested
// arguments, __proto__ keys, duplicate or missing ids), 10,000 of them in a deep run, never throw and always
// yield a valid history.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toolSuccess } from '../protocol/tool-result';
import type { RiskClassifier } from '../protocol/tool';
import { call, createHarness, fakeTool } from '../testing/engine-harness';
import type { HistoryMessage } from '../history/history-message';
import { MINIMAL_CUT_MAX_BYTES } from '../budget/cut-result';
import type { RawToolCall } from '../turn-protocol/turn-types';
import { propertyOptions } from '../../common/testing/property-runs';

const ask: RiskClassifier = { classify: () => ({ verdict: 'ASK', rule: 'bash.ask', reason: 'test' }) };

// Shared tool objects, so each fresh harness reuses their compiled validators.
const TOOLS = [
  fakeTool('Read', {
    safe: true,
    parameters: {
      type: 'object',
      properties: { path: { type: 'string' }, limit: { type: 'integer', minimum: 1 } },
      required: ['path'],
      additionalProperties: false,
    },
  }),
  fakeTool('Edit', { lockUse: 'edit' }),
  fakeTool('Bash', { risk: ask }),
  fakeTool('Boom', {
    run: () => {
      throw new Error('boom');
    },
  }),
  fakeTool('Big', { safe: true, run: () => toolSuccess('B'.repeat(70_000)) }),
];

function harness() {
  const h = createHarness({
    tools: TOOLS,
    answer: 'approve-once',
    settings: { maxCallsPerTurn: 12 },
  });
  h.registry.registerFunction({ name: 'echo', description: 'Echoes.', fn: (s) => s });
  return h;
}

const deepArray = '['.repeat(5_000) + ']'.repeat(5_000);
const deepObject = '{"a":'.repeat(3_000) + '1' + '}'.repeat(3_000);

const idArb = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constantFrom('call_1', 'call_2', 'x', '', 'call_1_2'),
  fc.string({ maxLength: 12 }),
  fc.integer(),
);
const nameArb = fc.oneof(
  fc.constantFrom('Read', 'Edit', 'Bash', 'echo', 'Boom', 'Big', 'Nope', '', '__proto__', 'constructor'),
  fc.string({ maxLength: 10 }),
  fc.constant(undefined),
  fc.integer(),
);
const argumentsArb = fc.oneof(
  { weight: 4, arbitrary: fc.json({ maxDepth: 3 }) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.object({ maxDepth: 2 }) },
  {
    weight: 2,
    arbitrary: fc.record(
      { path: fc.oneof(fc.string(), fc.integer()), limit: fc.anything() },
      { requiredKeys: [] },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '{"path":"a","__proto__":null}',
      '{"input":"hi"}',
      '{"command":"npm test"}',
      deepArray,
      deepObject,
      '{"path": "a"',
      'null',
      '[1,2]',
      '42',
    ),
  },
  { weight: 1, arbitrary: fc.anything() },
  { weight: 1, arbitrary: fc.constant(undefined) },
);
const callArb: fc.Arbitrary<RawToolCall> = fc.record(
  { id: idArb, name: nameArb, arguments: argumentsArb },
  { requiredKeys: [] },
);
// Occasionally the list holds something that is not even a call object.
const entryArb = fc.oneof(
  { weight: 20, arbitrary: callArb },
  { weight: 1, arbitrary: fc.anything() as fc.Arbitrary<RawToolCall> },
);

function assertValidHistory(messages: readonly HistoryMessage[], count: number): void {
  const [assistant, ...answers] = messages;
  expect(assistant?.role).toBe('assistant');
  if (assistant?.role !== 'assistant') return;
  if (count === 0) {
    expect(assistant.tool_calls).toBeUndefined();
    expect(answers).toHaveLength(0);
    return;
  }
  const ids = assistant.tool_calls!.map((c) => c.id);
  expect(ids).toHaveLength(count);
  expect(new Set(ids).size).toBe(count);
  expect(answers.map((m) => (m.role === 'tool' ? m.tool_call_id : null))).toEqual(ids);
  for (const toolCall of assistant.tool_calls!) {
    expect(typeof toolCall.function.name).toBe('string');
    expect(typeof toolCall.function.arguments).toBe('string');
  }
  for (const answer of answers) {
    if (answer.role !== 'tool') throw new Error('expected a tool message');
    const payload = JSON.parse(answer.content) as { status: string };
    expect(['success', 'partial', 'error']).toContain(payload.status);
  }
  expect(() => JSON.stringify(messages)).not.toThrow();
}

describe('executeTurn under random tool_call lists', () => {
  // 10,000 lists in a deep run (npm run test:deep), a tenth of them otherwise (property-runs.ts).
  const lists = propertyOptions(10_000);
  it(`never throws and always yields a valid history (${lists.numRuns.toLocaleString('en')} lists)`, async () => {
    const cap = 12;
    let h = harness();
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(entryArb, { maxLength: 16 }), async (calls) => {
        // A fresh session now and then keeps the trace and spills of earlier runs from piling up.
        if (++runs % 500 === 0) h = harness();
        const outcome = await h.turn(calls);
        assertValidHistory(outcome.messages, calls.length);
        expect(outcome.calls).toHaveLength(calls.length);
        const budgeted = outcome.calls
          .filter((c) => c.batchIndex !== null)
          .reduce((s, c) => s + c.modelBytes, 0);
        expect(budgeted).toBeLessThanOrEqual(h.deps.settings.budget.totalMaxBytes);
        expect(outcome.calls.filter((c) => c.batchIndex === null).length).toBe(
          Math.max(0, calls.length - cap),
        );
      }),
      lists,
    );
    expect(runs).toBeGreaterThanOrEqual(lists.numRuns);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 180_000);

  it('keeps every turn within budget when many large results arrive together', async () => {
    const h = harness();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 12 }), async (n) => {
        const outcome = await h.turn(Array.from({ length: n }, () => call('Big')));
        expect(outcome.totalModelBytes).toBeLessThanOrEqual(200_000);
        expect(outcome.calls.every((c) => c.modelBytes <= 50_000)).toBe(true);
      }),
      propertyOptions(30),
    );
    expect(12 * MINIMAL_CUT_MAX_BYTES).toBeLessThan(200_000);
  });
});
