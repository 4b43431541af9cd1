// The Settings tab's form: the knobs a learner changes most, read from the settings a run started with
// (recorded in `run-start`) or last changed to (recorded in `settings-change`), and turned back into the partial settings a `settings-change` input carries.
import type { TraceEvent } from '../engine';
import { DEFAULT_LATENCY } from '../engine/settings/engine-settings';
import { ENGINE_SETTING_RANGES, type SettingRange } from '../engine/settings/engine-settings-schema';
import { STEP_LIMITS } from '../runtime/spec/run-settings-schema';
import {
  DEFAULT_SHELL_LIMITS,
  isShellLimitInRange,
  SHELL_LIMIT_FIELDS,
  type PartialRunSettings,
  type ShellLimitField,
  type ShellLimits,
} from '../runtime/spec/run-settings';

export { SHELL_LIMIT_FIELDS, type ShellLimitField, type ShellLimits };

export type ToolChoiceMode = 'auto' | 'none' | 'required';
export type PermissionModeChoice = 'ask' | 'auto-deny' | 'accept-edits' | 'read-only';
export type LockModeChoice = 'version-hash' | 'seed';
export type CountPolicyChoice = 'tool-faults' | 'all-errors';

export interface SettingsForm {
  systemPrompt: string;
  maxSteps: number;
  toolChoice: ToolChoiceMode;
  parallelToolCalls: boolean;
  strictSchemas: boolean;
  maxConcurrency: number;
  maxCallsPerTurn: number;
  failureThreshold: number;
  recoveryTimeoutMs: number;
  countPolicy: CountPolicyChoice;
  lockMode: LockModeChoice;
  permissionMode: PermissionModeChoice;
  /** `Tool` or `Tool(pattern)` rules, one list per verdict. */
  permissionRules: { allow: readonly string[]; ask: readonly string[]; deny: readonly string[] };
  perToolMaxBytes: number;
  totalMaxBytes: number;
  /** Simulated durations on the virtual clock: a default, and per tool. */
  latency: { defaultMs: number; perToolMs: Readonly<Record<string, number>> };
  /** The Bash tool's limits in force (the session's over the defaults). */
  shellLimits: ShellLimits;
}

/** The engine's and the runtime's defaults, for knobs a recorded run did not spell out. */
export const DEFAULT_SETTINGS_FORM: SettingsForm = {
  systemPrompt: '',
  maxSteps: 50,
  toolChoice: 'auto',
  parallelToolCalls: true,
  strictSchemas: false,
  maxConcurrency: 10,
  maxCallsPerTurn: 64,
  failureThreshold: 3,
  recoveryTimeoutMs: 300_000,
  countPolicy: 'tool-faults',
  lockMode: 'version-hash',
  permissionMode: 'ask',
  permissionRules: { allow: [], ask: [], deny: [] },
  perToolMaxBytes: 50_000,
  totalMaxBytes: 200_000,
  latency: DEFAULT_LATENCY,
  shellLimits: DEFAULT_SHELL_LIMITS,
};

function latencyOf(value: unknown, fallback: SettingsForm['latency']): SettingsForm['latency'] {
  const latency = record(value);
  const perTool = record(latency['perToolMs']);
  return {
    defaultMs: num(latency['defaultMs'], fallback.defaultMs),
    // The engine merges per-tool figures over its defaults; show the merged table.
    perToolMs: {
      ...fallback.perToolMs,
      ...Object.fromEntries(
        Object.entries(perTool).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
      ),
    },
  };
}

/** run-start records only the limits the session set; the rest are the defaults. */
function shellLimitsOf(value: unknown, fallback: ShellLimits): ShellLimits {
  const set = record(value);
  return {
    timeoutMs: num(set['timeoutMs'], fallback.timeoutMs),
    maxCommandCount: num(set['maxCommandCount'], fallback.maxCommandCount),
    maxLoopIterations: num(set['maxLoopIterations'], fallback.maxLoopIterations),
    maxOutputBytes: num(set['maxOutputBytes'], fallback.maxOutputBytes),
  };
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const num = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const oneOf = <T extends string>(value: unknown, choices: readonly T[], fallback: T): T =>
  choices.includes(value as T) ? (value as T) : fallback;

function rulesOf(value: unknown): SettingsForm['permissionRules'] {
  const rules = record(value);
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  return { allow: list(rules['allow']), ask: list(rules['ask']), deny: list(rules['deny']) };
}

/**
 * The form as of the last event: the settings in force (from run-start, or a later settings-change). Before
 * the first run starts, the session's own settings (`beforeRuns`, from its document) if known.
 */
export function settingsFormOf(
  events: readonly TraceEvent[],
  beforeRuns: Readonly<Record<string, unknown>> | null = null,
): SettingsForm {
  const start = events.findLast((e) => e.type === 'run-start' || e.type === 'settings-change');
  if (start?.type === 'run-start' || start?.type === 'settings-change') return formOfSettings(start.settings);
  return beforeRuns ? formOfSettings(beforeRuns) : DEFAULT_SETTINGS_FORM;
}

function formOfSettings(s: Readonly<Record<string, unknown>>): SettingsForm {
  const engine = record(s['engine']);
  const breaker = record(engine['breaker']);
  const budget = record(engine['budget']);
  const permissions = record(engine['permissions']);
  const d = DEFAULT_SETTINGS_FORM;
  return {
    systemPrompt: typeof s['systemPrompt'] === 'string' ? s['systemPrompt'] : d.systemPrompt,
    maxSteps: num(s['maxSteps'], d.maxSteps),
    toolChoice: oneOf(s['toolChoice'], ['auto', 'none', 'required'], d.toolChoice),
    parallelToolCalls: bool(s['parallelToolCalls'], d.parallelToolCalls),
    strictSchemas: bool(engine['strictSchemas'], d.strictSchemas),
    maxConcurrency: num(engine['maxConcurrency'], d.maxConcurrency),
    maxCallsPerTurn: num(engine['maxCallsPerTurn'], d.maxCallsPerTurn),
    failureThreshold: num(breaker['failureThreshold'], d.failureThreshold),
    recoveryTimeoutMs: num(breaker['recoveryTimeoutMs'], d.recoveryTimeoutMs),
    countPolicy: oneOf(breaker['countPolicy'], ['tool-faults', 'all-errors'], d.countPolicy),
    lockMode: oneOf(engine['lockMode'], ['version-hash', 'seed'], d.lockMode),
    permissionMode: oneOf(
      permissions['mode'],
      ['ask', 'auto-deny', 'accept-edits', 'read-only'],
      d.permissionMode,
    ),
    permissionRules: rulesOf(permissions['rules']),
    perToolMaxBytes: num(budget['perToolMaxBytes'], d.perToolMaxBytes),
    totalMaxBytes: num(budget['totalMaxBytes'], d.totalMaxBytes),
    latency: latencyOf(engine['latency'], d.latency),
    shellLimits: shellLimitsOf(s['shellLimits'], d.shellLimits),
  };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only what changed, as the partial settings of a `settings-change` input (null: nothing changed). */
export function settingsChange(before: SettingsForm, after: SettingsForm): PartialRunSettings | null {
  const changed = <K extends keyof SettingsForm>(key: K) => !sameJson(before[key], after[key]);
  const engine: Record<string, unknown> = {};
  if (changed('strictSchemas')) engine['strictSchemas'] = after.strictSchemas;
  if (changed('maxConcurrency')) engine['maxConcurrency'] = after.maxConcurrency;
  if (changed('maxCallsPerTurn')) engine['maxCallsPerTurn'] = after.maxCallsPerTurn;
  if (changed('failureThreshold') || changed('recoveryTimeoutMs') || changed('countPolicy')) {
    engine['breaker'] = {
      failureThreshold: after.failureThreshold,
      recoveryTimeoutMs: after.recoveryTimeoutMs,
      countPolicy: after.countPolicy,
    };
  }
  if (changed('lockMode')) engine['lockMode'] = after.lockMode;
  if (changed('permissionMode') || changed('permissionRules'))
    engine['permissions'] = { mode: after.permissionMode, rules: after.permissionRules };
  if (changed('latency')) engine['latency'] = after.latency;
  if (changed('perToolMaxBytes') || changed('totalMaxBytes')) {
    engine['budget'] = { perToolMaxBytes: after.perToolMaxBytes, totalMaxBytes: after.totalMaxBytes };
  }
  const settings: Record<string, unknown> = {};
  if (changed('systemPrompt')) settings['systemPrompt'] = after.systemPrompt;
  if (changed('maxSteps')) settings['maxSteps'] = after.maxSteps;
  if (changed('toolChoice')) settings['toolChoice'] = after.toolChoice;
  if (changed('parallelToolCalls')) settings['parallelToolCalls'] = after.parallelToolCalls;
  if (Object.keys(engine).length > 0) settings['engine'] = engine;
  // Limits merge field by field where the change is applied: send only the ones that changed.
  const shellLimits = SHELL_LIMIT_FIELDS.filter(
    ({ key }) => before.shellLimits[key] !== after.shellLimits[key],
  ).map(({ key }) => [key, after.shellLimits[key]]);
  if (shellLimits.length > 0) settings['shellLimits'] = Object.fromEntries(shellLimits);
  return Object.keys(settings).length > 0 ? settings : null;
}

/** The limits the form holds that a session may not set (not whole, or outside the field's range). */
export function shellLimitProblems(form: SettingsForm): (keyof ShellLimits)[] {
  return SHELL_LIMIT_FIELDS.filter(({ key }) => !isShellLimitInRange(key, form.shellLimits[key])).map(
    ({ key }) => key,
  );
}

/** The whole-number knobs the tab edits one input each, with the range a session may set (the schema's). */
export type NumberSetting =
  | 'maxSteps'
  | 'maxConcurrency'
  | 'maxCallsPerTurn'
  | 'failureThreshold'
  | 'recoveryTimeoutMs'
  | 'perToolMaxBytes'
  | 'totalMaxBytes';

export const NUMBER_SETTING_RANGES: Readonly<Record<NumberSetting, SettingRange>> = {
  maxSteps: STEP_LIMITS.maxSteps,
  maxConcurrency: ENGINE_SETTING_RANGES.maxConcurrency,
  maxCallsPerTurn: ENGINE_SETTING_RANGES.maxCallsPerTurn,
  failureThreshold: ENGINE_SETTING_RANGES.failureThreshold,
  recoveryTimeoutMs: ENGINE_SETTING_RANGES.recoveryTimeoutMs,
  perToolMaxBytes: ENGINE_SETTING_RANGES.perToolMaxBytes,
  totalMaxBytes: ENGINE_SETTING_RANGES.totalMaxBytes,
};

const inRange = (value: number, range: SettingRange) =>
  Number.isInteger(value) && value >= range.min && value <= range.max;

/**
 * The knobs the form holds that a session may not set (not whole, or outside the range), so the tab never
 * sends a settings change the runtime would refuse: each number, and `latency` if any duration is off.
 */
export function numberSettingProblems(form: SettingsForm): (NumberSetting | 'latency')[] {
  const problems: (NumberSetting | 'latency')[] = (
    Object.keys(NUMBER_SETTING_RANGES) as NumberSetting[]
  ).filter((key) => !inRange(form[key], NUMBER_SETTING_RANGES[key]));
  const durations = [form.latency.defaultMs, ...Object.values(form.latency.perToolMs)];
  if (!durations.every((ms) => inRange(ms, ENGINE_SETTING_RANGES.latencyMs))) problems.push('latency');
  return problems;
}
