import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { utf8ByteLength } from '../common/utf8';
import { toolError, toolSuccess } from '../protocol/tool-result';
import { makeToolResult } from '../result/make-tool-result';
import { serializeToolResult } from '../result/serialize-result';
import { DEFAULT_SETTINGS } from '../settings/engine-settings';
import { call, createHarness, fakeTool } from '../testing/engine-harness';
import { MINIMAL_CUT_MAX_BYTES, cutResult } from './cut-result';
import type { BudgetEntry } from './truncate-to-budget';
import { truncateToBudget } from './truncate-to-budget';
import { spillContent } from './spill-content';
import { propertyOptions } from '../../common/testing/property-runs';

const budget = DEFAULT_SETTINGS.budget;

interface CutPayload {
  status: string;
  text: string;
  error: { code: string; message: string };
  data: { preview?: string; truncation: Record<string, unknown> };
}

function entry(callId: string, textBytes: number, status: 'success' | 'error' = 'success'): BudgetEntry {
  const output =
    status === 'success'
      ? toolSuccess('x'.repeat(textBytes))
      : toolError('EXECUTION_ERROR', 'y'.repeat(textBytes));
  const result = makeToolResult('Bash', output, 10, '/workspace', { command: 'cat big' });
  const content = serializeToolResult(result);
  return { callId, toolName: 'Bash', result, content, bytes: utf8ByteLength(content) };
}

const spillPath = (i: number) => `/workspace/.toolscope/spill/spill_${i + 1}-c${i}.json`;

describe('truncateToBudget', () => {
  it('layer 1: cuts a result over the per-tool budget to a PARTIAL preview naming sizes and the spill path', () => {
    const plan = truncateToBudget([entry('a', 60_000), entry('b', 100)], budget, spillPath);
    expect(plan.cuts).toEqual([expect.objectContaining({ index: 0, layer: 'per-tool', limitBytes: 50_000 })]);
    const cut = JSON.parse(plan.entries[0]!.content) as CutPayload;
    expect(cut.status).toBe('partial');
    expect(cut.data.truncation).toMatchObject({
      reason: 'per-tool',
      originalBytes: plan.cuts[0]!.beforeBytes,
      spillPath: spillPath(0),
    });
    expect(cut.data.preview).toBe('x'.repeat(2_000));
    expect(cut.text).toContain(spillPath(0));
    expect(plan.entries[1]!.cut).toBe('none');
  });

  it('layer 2: cuts the largest results first until the turn fits', () => {
    const sizes = [45_000, 40_000, 49_000, 30_000, 44_000, 40_000];
    const plan = truncateToBudget(
      sizes.map((s, i) => entry(`c${i}`, s)),
      budget,
      spillPath,
    );
    expect(plan.cuts.map((c) => c.index)).toEqual([2, 0]);
    expect(plan.cuts.every((c) => c.layer === 'turn-total')).toBe(true);
    expect(plan.totalAfterBytes).toBeLessThanOrEqual(200_000);
    expect(plan.totalAfterBytes).toBe(plan.entries.reduce((s, e) => s + e.bytes, 0));
  });

  it('keeps an error an error when cutting it', () => {
    const plan = truncateToBudget([entry('a', 70_000, 'error')], budget, spillPath);
    const cut = JSON.parse(plan.entries[0]!.content) as CutPayload;
    expect(cut.status).toBe('error');
    expect(cut.error.code).toBe('EXECUTION_ERROR');
    expect(cut.error.message.length).toBeLessThan(200);
  });

  it('bounds the minimal form even for hostile fields', () => {
    const hostile = makeToolResult(
      'T',
      toolError('EXECUTION_ERROR', '\u0001"\\'.repeat(10_000)),
      1,
      '/workspace/' + 'é'.repeat(500),
      {
        x: '\u0000'.repeat(100_000),
      },
    );
    const minimal = cutResult({
      toolName: 'T',
      result: hostile,
      originalBytes: 999_999_999,
      reason: 'turn-total',
      limitBytes: 200_000,
      spillPath: '/workspace/' + '"'.repeat(1_000),
      spillLines: Number.MAX_SAFE_INTEGER,
      previewBytes: 0,
    });
    expect(utf8ByteLength(minimal)).toBeLessThanOrEqual(MINIMAL_CUT_MAX_BYTES);
    expect(() => JSON.parse(minimal) as unknown).not.toThrow();
  });

  it('always ends within the total budget and keeps valid JSON', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 120_000 }), { maxLength: 64 }),
        fc.integer({ min: 100_000, max: 300_000 }),
        (sizes, totalMaxBytes) => {
          const settings = { ...budget, totalMaxBytes };
          if (sizes.length * MINIMAL_CUT_MAX_BYTES > totalMaxBytes) return;
          const plan = truncateToBudget(
            sizes.map((s, i) => entry(`c${i}`, s)),
            settings,
            spillPath,
          );
          expect(plan.totalAfterBytes).toBeLessThanOrEqual(totalMaxBytes);
          for (const e of plan.entries) {
            expect(e.bytes).toBeLessThanOrEqual(budget.perToolMaxBytes);
            expect(() => JSON.parse(e.content) as unknown).not.toThrow();
          }
        },
      ),
      propertyOptions(60),
    );
  });
});

describe('budget in the pipeline', () => {
  it('spills the full payload at a path unique per call and shows the model the cut result', async () => {
    const big = 'line\n'.repeat(15_000);
    const h = createHarness({
      tools: [fakeTool('Bash', { run: () => toolSuccess(big) })],
      answer: 'approve-once',
    });
    const outcome = await h.turn([
      call('Bash', { command: 'a' }, 'same'),
      call('Bash', { command: 'b' }, 'same'),
    ]);
    const paths = outcome.calls.map((c) => c.spillPath);
    expect(new Set(paths).size).toBe(2);
    for (const c of outcome.calls) {
      expect(c.cut).toBe('per-tool');
      expect(c.spillPath).toMatch(/\.txt$/);
      expect(h.spilled.get(c.spillPath!)).toBe(spillContent(c.result));
      expect(h.spilled.get(c.spillPath!)!.startsWith(big)).toBe(true); // the text as the tool wrote it
      expect(c.result.text).toBe(big); // the raw result stays beside what the model saw
      expect(c.modelBytes).toBeLessThan(5_000);
    }
    const cuts = h.log.events.filter((e) => e.type === 'budget-truncate');
    expect(cuts.map((e) => [e.callId, e.layer, e.afterBytes < e.beforeBytes])).toEqual([
      ['same', 'per-tool', true],
      ['same_2', 'per-tool', true],
    ]);
  });

  it('says so when the spill could not be written', async () => {
    const h = createHarness({
      tools: [fakeTool('T', { run: () => toolSuccess('z'.repeat(80_000)) })],
      failSpills: true,
    });
    const outcome = await h.turn([call('T')]);
    expect(outcome.calls[0]!.spillPath).toBeNull();
    expect(outcome.calls[0]!.modelContent).toContain('could not be saved');
  });

  it('lowers the calls-per-turn cap so the minimal forms always fit the total budget', async () => {
    const h = createHarness({ tools: [fakeTool('T')], settings: { budget: { totalMaxBytes: 5_000 } } });
    const outcome = await h.turn(Array.from({ length: 10 }, () => call('T')));
    const cap = Math.floor(5_000 / MINIMAL_CUT_MAX_BYTES);
    expect(outcome.calls.filter((c) => c.result.errorCode === 'TOO_MANY_CALLS')).toHaveLength(10 - cap);
  });
});
