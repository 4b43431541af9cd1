// The shell's limits, as one settings object the UI shows and edits. just-bash enforces most of them itself;
// the wall-time limit is ours (see run/wall-time-guard.ts), because a busy just-bash command never yields
// to a timer, and just-bash's own deadline discards what the command had printed.
import type { BashOptions } from 'just-bash';

import type { SettingPartial, SettingValue } from '../common/settings-catalog/setting-entry';
import { defaultsOf } from '../common/settings-catalog/setting-values';
import { SHELL_LIMITS_CATALOG } from '../engine/settings/shell-limits-catalog';

type ExecutionLimits = NonNullable<BashOptions['executionLimits']>;

/** Wall time, commands, loop iterations and output of one call (engine/settings/shell-limits-catalog.ts). */
export type ShellLimits = SettingValue<typeof SHELL_LIMITS_CATALOG>;

export const DEFAULT_SHELL_LIMITS: ShellLimits = defaultsOf(SHELL_LIMITS_CATALOG);

/** Only the limits a session sets; the rest keep their defaults. */
export type PartialShellLimits = SettingPartial<typeof SHELL_LIMITS_CATALOG>;

export interface ShellLimitField {
  readonly key: keyof ShellLimits;
  readonly min: number;
  readonly max: number;
}

/** Each limit's allowed range, as the catalog gives it. */
export const SHELL_LIMIT_FIELDS: readonly ShellLimitField[] = (
  Object.keys(SHELL_LIMITS_CATALOG.fields) as (keyof ShellLimits)[]
).map((key) => {
  const { min, max } = SHELL_LIMITS_CATALOG.fields[key];
  return { key, min, max };
});

export function shellLimitField(key: keyof ShellLimits): ShellLimitField {
  const field = SHELL_LIMIT_FIELDS.find((candidate) => candidate.key === key);
  if (!field) throw new Error(`No shell limit field ${key}`);
  return field;
}

/** The limits in force: what the session set, over the defaults. */
export function resolveShellLimits(partial: PartialShellLimits = {}): ShellLimits {
  return { ...DEFAULT_SHELL_LIMITS, ...partial };
}

/** Whether a value is an allowed setting for the limit: a whole number inside the field's range. */
export function isShellLimitInRange(key: keyof ShellLimits, value: number): boolean {
  const field = shellLimitField(key);
  return Number.isInteger(value) && value >= field.min && value <= field.max;
}

/**
 * The most words one brace expansion may make (`{1..10000}`): past it the command stops with the limit named
 * (run/brace-limit.ts). just-bash cuts a range at this same number without a word (its default; setting it
 * also lowers its budget of brace work, which then stops `{1..9999}`, so it is left alone).
 */
export const BRACE_EXPANSION_LIMIT = 10_000;

/** Extra time just-bash's own deadline allows past ours: a backstop for a command that never reaches a check. */
export const BACKSTOP_GRACE_MS = 2_000;

/**
 * just-bash refuses a write that would overflow its output limit whole, and counts what goes to pipes and
 * files too; so it gets this many times ours, at least 1 MiB and at most 64 MiB (never less than ours), and
 * run/output-cap.ts cuts the printed output at ours, keeping what came first. A runaway printer still ends
 * quickly at the headroom (not at the wall time, which would drop its file changes and depend on speed).
 */
export const OUTPUT_HEADROOM = 16;
const MIN_INTERPRETER_OUTPUT = 1024 * 1024;
const MAX_INTERPRETER_OUTPUT = 64 * 1024 * 1024;

function interpreterOutputLimit(maxOutputBytes: number): number {
  const roomy = Math.max(maxOutputBytes * OUTPUT_HEADROOM, MIN_INTERPRETER_OUTPUT);
  return Math.max(maxOutputBytes, Math.min(roomy, MAX_INTERPRETER_OUTPUT));
}

export function toExecutionLimits(limits: ShellLimits): ExecutionLimits {
  return {
    maxCommandCount: limits.maxCommandCount,
    maxLoopIterations: limits.maxLoopIterations,
    maxAwkIterations: limits.maxLoopIterations,
    maxSedIterations: limits.maxLoopIterations,
    maxJqIterations: limits.maxLoopIterations,
    maxOutputSize: interpreterOutputLimit(limits.maxOutputBytes),
    maxExecutionTimeMs: limits.timeoutMs + BACKSTOP_GRACE_MS,
  };
}
