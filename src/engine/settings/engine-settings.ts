// Every knob of the engine, with the defaults the issue names. The runtime records these in the session;
// a change takes effect at the next turn.
import type { LockMode } from '../protocol/tool';
import type { BreakerCountPolicy } from '../gates/breaker-state';
import type { PermissionSettings } from '../gates/permission-types';
import type { BudgetSettings } from '../budget/budget-settings';

export type { BudgetSettings } from '../budget/budget-settings';

export interface LatencyModel {
  /** Simulated duration of a call to a tool not listed in `perToolMs`. */
  readonly defaultMs: number;
  readonly perToolMs: Readonly<Record<string, number>>;
}

export interface BreakerPolicy {
  /** Consecutive counted failures that open the breaker. */
  readonly failureThreshold: number;
  /** Virtual ms after which an OPEN breaker admits one probe. */
  readonly recoveryTimeoutMs: number;
  readonly countPolicy: BreakerCountPolicy;
}

export interface EngineSettings {
  /** Calls past this in one turn are answered TOO_MANY_CALLS and not run. */
  readonly maxCallsPerTurn: number;
  /** Pool size of a concurrent batch. */
  readonly maxConcurrency: number;
  readonly lockMode: LockMode;
  readonly breaker: BreakerPolicy;
  readonly budget: BudgetSettings;
  readonly latency: LatencyModel;
  readonly permissions: PermissionSettings;
  /** Publish schemas valid under OpenAI `strict: true`. */
  readonly strictSchemas: boolean;
}

export const DEFAULT_LATENCY: LatencyModel = {
  defaultMs: 10,
  perToolMs: {
    Read: 20,
    Grep: 40,
    Glob: 15,
    LS: 10,
    Edit: 30,
    Write: 30,
    Bash: 120,
    Task: 50,
    TodoWrite: 5,
  },
};

export const DEFAULT_SETTINGS: EngineSettings = {
  maxCallsPerTurn: 64,
  maxConcurrency: 10,
  lockMode: 'version-hash',
  breaker: { failureThreshold: 3, recoveryTimeoutMs: 300_000, countPolicy: 'tool-faults' },
  budget: {
    perToolMaxBytes: 50_000,
    totalMaxBytes: 200_000,
    previewBytes: 2_000,
    spillDir: '/workspace/.toolscope/spill',
  },
  latency: DEFAULT_LATENCY,
  permissions: { mode: 'ask', rules: { allow: [], ask: [], deny: [] } },
  strictSchemas: false,
};

/** Fills a partial settings object from the defaults (one level deep for the grouped settings). */
export function resolveSettings(partial: PartialEngineSettings = {}): EngineSettings {
  return {
    ...DEFAULT_SETTINGS,
    ...partial,
    breaker: { ...DEFAULT_SETTINGS.breaker, ...partial.breaker },
    budget: { ...DEFAULT_SETTINGS.budget, ...partial.budget },
    latency: {
      defaultMs: partial.latency?.defaultMs ?? DEFAULT_LATENCY.defaultMs,
      perToolMs: { ...DEFAULT_LATENCY.perToolMs, ...partial.latency?.perToolMs },
    },
    permissions: {
      mode: partial.permissions?.mode ?? DEFAULT_SETTINGS.permissions.mode,
      rules: { ...DEFAULT_SETTINGS.permissions.rules, ...partial.permissions?.rules },
    },
  };
}

export interface PartialEngineSettings {
  readonly maxCallsPerTurn?: number;
  readonly maxConcurrency?: number;
  readonly lockMode?: LockMode;
  readonly breaker?: Partial<BreakerPolicy>;
  readonly budget?: Partial<BudgetSettings>;
  readonly latency?: Partial<LatencyModel>;
  readonly permissions?: {
    readonly mode?: PermissionSettings['mode'];
    readonly rules?: Partial<PermissionSettings['rules']>;
  };
  readonly strictSchemas?: boolean;
}
