import { describe, expect, expectTypeOf, it } from 'vitest';
import type { BreakerCountPolicy } from '../gates/breaker-state';
import type { BudgetSettings } from '../budget/budget-settings';
import type { PermissionMode, PermissionSettings } from '../gates/permission-types';
import type { LockMode } from '../protocol/tool';
import { MINIMAL_CUT_MAX_BYTES } from '../budget/cut-result';
import { effectiveCallCap } from '../turn/execute-turn';
import {
  DEFAULT_SETTINGS,
  resolveSettings,
  type EngineSettings,
  type PartialEngineSettings,
} from './engine-settings';

describe('engine settings', () => {
  it('has the defaults the issue names', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      maxCallsPerTurn: 64,
      maxConcurrency: 10,
      lockMode: 'version-hash',
      breaker: { failureThreshold: 3, recoveryTimeoutMs: 300_000, countPolicy: 'tool-faults' },
      budget: { perToolMaxBytes: 50_000, totalMaxBytes: 200_000 },
      permissions: { mode: 'ask' },
    });
  });

  it('fills a partial object group by group', () => {
    const settings = resolveSettings({
      breaker: { failureThreshold: 5 },
      latency: { perToolMs: { Bash: 1 } },
      permissions: { rules: { deny: ['Bash'] } },
    });
    expect(settings.breaker).toEqual({
      failureThreshold: 5,
      recoveryTimeoutMs: 300_000,
      countPolicy: 'tool-faults',
    });
    expect(settings.latency.perToolMs.Bash).toBe(1);
    // A tool the session does not name takes its own latency (the tool's facts), not a table entry.
    expect(settings.latency.perToolMs.Read).toBeUndefined();
    expect(settings.permissions).toEqual({ mode: 'ask', rules: { allow: [], ask: [], deny: ['Bash'] } });
  });

  it('keeps the calls-per-turn cap where every minimal cut fits the total budget', () => {
    expect(effectiveCallCap(DEFAULT_SETTINGS)).toBe(64);
    const tight = resolveSettings({ budget: { totalMaxBytes: 20 * MINIMAL_CUT_MAX_BYTES } });
    expect(effectiveCallCap(tight)).toBe(20);
  });

  it('derives precise types from the catalog: unions stay unions, a partial is partial at every depth', () => {
    expectTypeOf<EngineSettings['lockMode']>().toEqualTypeOf<LockMode>();
    expectTypeOf<EngineSettings['breaker']['countPolicy']>().toEqualTypeOf<BreakerCountPolicy>();
    expectTypeOf<EngineSettings['permissions']['mode']>().toEqualTypeOf<PermissionMode>();
    expectTypeOf<EngineSettings['maxConcurrency']>().toEqualTypeOf<number>();
    expectTypeOf<EngineSettings['permissions']['rules']['deny']>().toEqualTypeOf<readonly string[]>();
    expectTypeOf<{ breaker: { failureThreshold: 2 } }>().toExtend<PartialEngineSettings>();
    expectTypeOf<{ lockMode: 'mutex' }>().not.toExtend<PartialEngineSettings>();
    expectTypeOf<{ breaker: { treshold: 2 } }>().not.toExtend<PartialEngineSettings>();
    // budget/ and gates/ write their part's type themselves: it must stay the catalog's.
    expectTypeOf<EngineSettings['budget']>().toEqualTypeOf<BudgetSettings>();
    expectTypeOf<EngineSettings['permissions']>().toEqualTypeOf<PermissionSettings>();
  });
});
