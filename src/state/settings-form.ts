// The Settings tab's form: the knobs a learner changes most, read from the settings a run started with
// (recorded in `run-start`) or last changed to (recorded in `settings-change`), and turned back into the partial settings a `settings-change` input carries.
import type { TraceEvent } from '../engine';
import type { RecordedSettingsChange } from '../engine/trace/recorded-run-settings';
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

/**
 * The form as of the last event: the settings in force (from run-start, or a later settings-change). Before
 * the first run starts, the session's own settings (`beforeRuns`, from its document) if known.
 */
export function settingsFormOf(
  events: readonly TraceEvent[],
  beforeRuns: RecordedSettingsChange | null = null,
): SettingsForm {
  const start = events.findLast((e) => e.type === 'run-start' || e.type === 'settings-change');
  if (start?.type === 'run-start' || start?.type === 'settings-change') return formOfSettings(start.settings);
  return beforeRuns ? formOfSettings(beforeRuns) : DEFAULT_SETTINGS_FORM;
}

/**
 * The form for recorded settings (checked against their type when a trace file is read). A run-start always
 * holds the loop's own settings, but a session document may leave any of them out, and the engine's knobs
 * and the shell's limits are recorded only where the session set them: those fall back to the defaults.
 */
function formOfSettings(s: RecordedSettingsChange): SettingsForm {
  const d = DEFAULT_SETTINGS_FORM;
  const { breaker, budget, permissions, latency } = s.engine ?? {};
  return {
    systemPrompt: s.systemPrompt ?? d.systemPrompt,
    maxSteps: s.maxSteps ?? d.maxSteps,
    // A named function has no place among the tab's three modes: the tab shows the default then.
    toolChoice: typeof s.toolChoice === 'string' ? s.toolChoice : d.toolChoice,
    parallelToolCalls: s.parallelToolCalls ?? d.parallelToolCalls,
    strictSchemas: s.engine?.strictSchemas ?? d.strictSchemas,
    maxConcurrency: s.engine?.maxConcurrency ?? d.maxConcurrency,
    maxCallsPerTurn: s.engine?.maxCallsPerTurn ?? d.maxCallsPerTurn,
    failureThreshold: breaker?.failureThreshold ?? d.failureThreshold,
    recoveryTimeoutMs: breaker?.recoveryTimeoutMs ?? d.recoveryTimeoutMs,
    countPolicy: breaker?.countPolicy ?? d.countPolicy,
    lockMode: s.engine?.lockMode ?? d.lockMode,
    permissionMode: permissions?.mode ?? d.permissionMode,
    permissionRules: {
      allow: permissions?.rules?.allow ?? d.permissionRules.allow,
      ask: permissions?.rules?.ask ?? d.permissionRules.ask,
      deny: permissions?.rules?.deny ?? d.permissionRules.deny,
    },
    perToolMaxBytes: budget?.perToolMaxBytes ?? d.perToolMaxBytes,
    totalMaxBytes: budget?.totalMaxBytes ?? d.totalMaxBytes,
    latency: {
      defaultMs: latency?.defaultMs ?? d.latency.defaultMs,
      // The engine merges per-tool figures over its defaults; show the merged table.
      perToolMs: { ...d.latency.perToolMs, ...latency?.perToolMs },
    },
    // Only the limits the session set are recorded; the rest are the defaults.
    shellLimits: { ...d.shellLimits, ...s.shellLimits },
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
