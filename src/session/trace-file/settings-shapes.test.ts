import { describe, expect, it } from 'vitest';
import type { RecordedRunSettings } from '../../engine/trace/recorded-run-settings';
import type { RunStartEvent } from '../../engine/trace/runtime-events';
import { realTraces } from './testing/real-traces';
import { TRACE_EVENT_SHAPES } from './trace-event-shapes';
import { parseTraceJsonLines } from './trace-line-reader';

/** Every field a run's settings can hold, each set. */
const EVERY_SETTING: RecordedRunSettings = {
  systemPrompt: 'Be brief.',
  maxSteps: 9,
  toolChoice: { type: 'function', function: { name: 'Read' } },
  parallelToolCalls: false,
  subagentMaxSteps: 4,
  engine: {
    maxCallsPerTurn: 8,
    maxConcurrency: 2,
    lockMode: 'seed',
    breaker: { failureThreshold: 2, recoveryTimeoutMs: 1_000, countPolicy: 'all-errors' },
    budget: { perToolMaxBytes: 4_000, totalMaxBytes: 9_000, previewBytes: 100, spillDir: '/workspace/s' },
    latency: { defaultMs: 5, perToolMs: { Read: 1 } },
    permissions: { mode: 'read-only', rules: { allow: ['Read'], ask: ['Bash(npm:*)'], deny: ['Write'] } },
    strictSchemas: true,
  },
  shellLimits: { timeoutMs: 500, maxCommandCount: 20, maxLoopIterations: 30, maxOutputBytes: 2_048 },
};

const runStart = (settings: unknown): RunStartEvent =>
  ({
    type: 'run-start',
    seq: 0,
    step: 0,
    timeMs: 0,
    runId: 'run_1',
    userMessage: 'Go.',
    settings,
  }) as RunStartEvent;
const checkRunStart = (settings: unknown) => TRACE_EVENT_SHAPES['run-start'].check(runStart(settings), []);

/** A copy of EVERY_SETTING with the field at `path` (dot-separated) set to `value`, or deleted. */
function withField(path: string, value: unknown): unknown {
  const copy = structuredClone(EVERY_SETTING) as unknown as Record<string, unknown>;
  const keys = path.split('.');
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  if (value === undefined) delete node[keys.at(-1)!];
  else node[keys.at(-1)!] = value;
  return copy;
}

describe('the recorded settings in a trace file', () => {
  it('accepts every setting set, and the runtime’s own records', async () => {
    expect(checkRunStart(EVERY_SETTING)).toBeNull();
    // A Task subagent's run records the loop's four settings only.
    expect(
      checkRunStart({ systemPrompt: 'Sub.', maxSteps: 12, toolChoice: 'auto', parallelToolCalls: true }),
    ).toBeNull();
    let checked = 0;
    for (const event of (await realTraces()).flat()) {
      if (event.type !== 'run-start' && event.type !== 'settings-change') continue;
      expect(TRACE_EVENT_SHAPES[event.type].check(event, [])).toBeNull();
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('leaves out only what a session may leave unset', () => {
    for (const optional of [
      'subagentMaxSteps',
      'engine',
      'shellLimits',
      'engine.breaker',
      'shellLimits.timeoutMs',
    ])
      expect(checkRunStart(withField(optional, undefined)), optional).toBeNull();
    for (const required of ['systemPrompt', 'maxSteps', 'toolChoice', 'parallelToolCalls'])
      expect(checkRunStart(withField(required, undefined))).toEqual({
        path: `settings.${required}`,
        expected: null,
        missing: true,
      });
  });

  it('refuses each field of the wrong type at its path', () => {
    const wrong: readonly [string, unknown, string][] = [
      ['systemPrompt', 3, 'string'],
      ['maxSteps', '9', 'count'],
      ['maxSteps', 1.5, 'count'],
      ['toolChoice', 'sometimes', 'one-of'],
      ['toolChoice.type', 'tool', 'one-of'],
      ['toolChoice.function.name', null, 'string'],
      ['parallelToolCalls', 'yes', 'boolean'],
      ['subagentMaxSteps', -1, 'count'],
      ['engine', [], 'object'],
      ['engine.maxCallsPerTurn', '8', 'count'],
      ['engine.maxConcurrency', null, 'count'],
      ['engine.lockMode', 'mutex', 'one-of'],
      ['engine.breaker', 3, 'object'],
      ['engine.breaker.failureThreshold', true, 'count'],
      ['engine.breaker.recoveryTimeoutMs', -5, 'count'],
      ['engine.breaker.countPolicy', 'some', 'one-of'],
      ['engine.budget.perToolMaxBytes', '4k', 'count'],
      ['engine.budget.totalMaxBytes', Number.POSITIVE_INFINITY, 'count'],
      ['engine.budget.previewBytes', {}, 'count'],
      ['engine.budget.spillDir', 7, 'string'],
      ['engine.latency.defaultMs', '5', 'count'],
      ['engine.latency.perToolMs.Read', 'fast', 'count'],
      ['engine.permissions.mode', 'yolo', 'one-of'],
      ['engine.permissions.rules.allow', 'Read', 'list'],
      ['engine.permissions.rules.deny', [1], 'string'],
      ['engine.strictSchemas', 1, 'boolean'],
      ['shellLimits', 'none', 'object'],
      ['shellLimits.timeoutMs', '500', 'count'],
      ['shellLimits.maxCommandCount', 2.5, 'count'],
      ['shellLimits.maxLoopIterations', null, 'count'],
      ['shellLimits.maxOutputBytes', false, 'count'],
    ];
    for (const [path, value, kind] of wrong) {
      const problem = checkRunStart(withField(path, value));
      const at = path === 'engine.permissions.rules.deny' ? `settings.${path}[0]` : `settings.${path}`;
      expect(problem, path).toMatchObject({ path: at, expected: { kind }, missing: false });
    }
  });

  it('checks a settings change: what it set may be any part, the settings in force are whole', () => {
    const shape = TRACE_EVENT_SHAPES['settings-change'];
    const change = (changed: unknown, settings: unknown = EVERY_SETTING) =>
      shape.check({ type: 'settings-change', seq: 0, step: 0, timeMs: 0, change: changed, settings }, []);
    expect(change({ engine: { maxConcurrency: 1 } })).toBeNull();
    expect(change({})).toBeNull();
    expect(change({ maxSteps: 'many' })).toMatchObject({
      path: 'change.maxSteps',
      expected: { kind: 'count' },
    });
    expect(change({ shellLimits: { timeoutMs: -1 } })).toMatchObject({
      path: 'change.shellLimits.timeoutMs',
    });
    expect(change({}, { maxSteps: 3 })).toMatchObject({ path: 'settings.systemPrompt', missing: true });
  });

  it('refuses a file the old reader took although no runtime writes it: engine settings as a list', () => {
    const text = JSON.stringify(runStart({ ...EVERY_SETTING, engine: [] }));
    expect(parseTraceJsonLines(text)).toEqual({
      ok: false,
      problem: {
        kind: 'field',
        line: 1,
        eventType: 'run-start',
        field: 'settings.engine',
        expected: { kind: 'object' },
      },
    });
  });
});
