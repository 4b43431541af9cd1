// The shell's limits, as one settings object the UI shows and edits. just-bash enforces most of them itself;
// the wall-time limit is ours (see run/wall-time-guard.ts), because a busy just-bash command never yields
// to a timer, and just-bash's own deadline discards what the command had printed.
import type { BashOptions } from 'just-bash';

type ExecutionLimits = NonNullable<BashOptions['executionLimits']>;

export interface ShellLimits {
  /** Wall time one command may run, in ms (default 10 000). Past it: TIMEOUT with the output so far. */
  readonly timeoutMs: number;
  /** Commands one call may execute, counting every loop pass and pipeline stage (default 100 000). */
  readonly maxCommandCount: number;
  /** Iterations of one loop (bash while/for/until, and awk, sed, jq loops) (default 100 000). */
  readonly maxLoopIterations: number;
  /** Bytes of stdout + stderr one call may produce (default 1 MiB). */
  readonly maxOutputBytes: number;
}

export const DEFAULT_SHELL_LIMITS: ShellLimits = {
  timeoutMs: 10_000,
  maxCommandCount: 100_000,
  maxLoopIterations: 100_000,
  maxOutputBytes: 1024 * 1024,
};

/** Only the limits a session sets; the rest keep their defaults. */
export type PartialShellLimits = Partial<ShellLimits>;

export interface ShellLimitField {
  readonly key: keyof ShellLimits;
  readonly label: string;
  readonly unit: 'ms' | 'commands' | 'iterations' | 'bytes';
  readonly min: number;
  readonly max: number;
}

/** For the settings UI and the session schema: what each limit means, its unit and its allowed range. */
export const SHELL_LIMIT_FIELDS: readonly ShellLimitField[] = [
  { key: 'timeoutMs', label: 'Wall time per command', unit: 'ms', min: 100, max: 600_000 },
  { key: 'maxCommandCount', label: 'Commands per call', unit: 'commands', min: 10, max: 10_000_000 },
  { key: 'maxLoopIterations', label: 'Iterations per loop', unit: 'iterations', min: 10, max: 10_000_000 },
  { key: 'maxOutputBytes', label: 'Output per call', unit: 'bytes', min: 1024, max: 64 * 1024 * 1024 },
];

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
