import { describe, expect, it } from 'vitest';
import { scriptedSpec } from '../../runtime/testing/spec-builders';
import type { TraceEvent } from '../../engine/trace/trace-events';
import type { RunSpec } from '../../runtime/spec/run-spec';
import { buildSampleTrace } from '../fixtures/sample-trace';
import {
  mainStepOfTurn,
  planProviderChange,
  planScriptChange,
  planToolSetChange,
  stepAtCursor,
} from './reload-plan';

const trace: TraceEvent[] = buildSampleTrace();
const cassette: NonNullable<RunSpec['cassette']> = {
  recordedWith: { kind: 'scripted', model: 'scripted' },
  entries: [],
};
const spec = { ...scriptedSpec([{ content: 'a' }, { content: 'b' }, { content: 'c' }]), cassette };

describe('reload plans', () => {
  it('finds the main step at the cursor and the step each model turn was asked in', () => {
    const step2 = trace.find((e) => e.type === 'step-start' && e.step === 2)!;
    expect(stepAtCursor(trace, step2.seq)).toBe(2);
    expect(stepAtCursor(trace, 0)).toBe(null);
    expect(stepAtCursor([], null)).toBe(null);
    const requests = trace.filter((e) => e.type === 'model-request');
    expect(mainStepOfTurn(trace, 0)).toBe(requests[0]!.step);
    expect(mainStepOfTurn(trace, requests.length)).toBe(null);
  });

  it('a new provider forks at the viewed step, or starts live (without the cassette) before any step', () => {
    const human = { kind: 'human', model: 'human' } as const;
    const atStep2 = planProviderChange(
      spec,
      trace,
      trace.find((e) => e.type === 'step-start' && e.step === 2)!.seq,
      human,
    );
    expect(atStep2).toMatchObject({ ok: true, mode: 'continue', forkStep: 2, spec: { provider: human } });
    const fresh = planProviderChange(spec, [], null, human);
    expect(fresh).toMatchObject({ ok: true, mode: 'live', forkStep: null });
    expect(fresh.ok && 'cassette' in fresh.spec).toBe(false);
    expect(planProviderChange(spec, [], null, 'replay')).toMatchObject({ ok: false });
  });

  it('a tool set change restarts live with the new tools; a script edit needs a scripted session', () => {
    const tools = { builtin: ['Read'] as const, userDefined: [] };
    const plan = planToolSetChange(spec, tools);
    expect(plan).toMatchObject({ ok: true, mode: 'live', forkStep: null, spec: { tools } });
    expect(plan.ok && 'cassette' in plan.spec).toBe(false);
    const script = [{ content: 'x' }];
    expect(planScriptChange(spec, [], script, 0)).toMatchObject({
      ok: true,
      mode: 'live',
      spec: { provider: { kind: 'scripted', script } },
    });
    expect(
      planScriptChange({ ...spec, provider: { kind: 'human', model: 'h' } }, [], script, 0),
    ).toMatchObject({
      ok: false,
    });
  });
});
