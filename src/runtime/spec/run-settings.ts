// The runtime's own settings (the loop around the engine). The engine's knobs travel inside, unchanged.
// Like `engine`, `shellLimits` holds only what the session set: the settings are recorded in `run-start`,
// so a session that never touched a knob records (and hashes) exactly as before the knob existed.
import type { PartialEngineSettings } from '../../engine/settings/engine-settings';
import type { RecordedRunSettings } from '../../engine/trace/recorded-run-settings';
import type { ToolChoice } from '../../llm/model-types';
import { resolveShellLimits, type PartialShellLimits, type ShellLimits } from '../../shell/limits';

// The shell limits' vocabulary, for layers that see the settings but not the shell (state/, session/).
export {
  DEFAULT_SHELL_LIMITS,
  isShellLimitInRange,
  SHELL_LIMIT_FIELDS,
  type PartialShellLimits,
  type ShellLimitField,
  type ShellLimits,
} from '../../shell/limits';

/** Recorded in `run-start` as they are: extending the trace's type makes the type checker keep them fitting it. */
export interface RunSettings extends RecordedRunSettings {
  readonly systemPrompt: string;
  /** The loop ends after this many ReAct steps even if the model keeps calling tools. */
  readonly maxSteps: number;
  readonly toolChoice: ToolChoice;
  readonly parallelToolCalls: boolean;
  /** Step limit of a Task subagent's nested loop. */
  readonly subagentMaxSteps: number;
  readonly engine: PartialEngineSettings;
  /** The Bash tool's limits the session set (over DEFAULT_SHELL_LIMITS); read with `shellLimitsOf`. */
  readonly shellLimits?: PartialShellLimits;
}

export const DEFAULT_SYSTEM_PROMPT =
  'You are a code agent working in the repository at /workspace. Use the tools to inspect and change files; ' +
  'read a file before editing it. When the task is done, answer without calling tools.';

export const DEFAULT_RUN_SETTINGS: RunSettings = {
  systemPrompt: DEFAULT_SYSTEM_PROMPT,
  maxSteps: 50,
  toolChoice: 'auto',
  parallelToolCalls: true,
  subagentMaxSteps: 12,
  engine: {},
};

export type PartialRunSettings = Partial<RunSettings>;

export function resolveRunSettings(partial: PartialRunSettings = {}): RunSettings {
  const { shellLimits, ...rest } = partial;
  return {
    ...DEFAULT_RUN_SETTINGS,
    ...rest,
    engine: { ...DEFAULT_RUN_SETTINGS.engine, ...partial.engine },
    ...(shellLimits === undefined ? {} : { shellLimits: { ...shellLimits } }),
  };
}

/**
 * A `settings-change` over the settings in force. The engine's sections replace whole (the Settings tab
 * sends a changed section complete); shell limits merge field by field, so a change of one limit keeps the
 * others the session set.
 */
export function applySettingsChange(current: RunSettings, change: PartialRunSettings): RunSettings {
  const shellLimits =
    current.shellLimits === undefined && change.shellLimits === undefined
      ? undefined
      : { ...current.shellLimits, ...change.shellLimits };
  return resolveRunSettings({
    ...current,
    ...change,
    engine: { ...current.engine, ...change.engine },
    ...(shellLimits === undefined ? {} : { shellLimits }),
  });
}

/** The shell limits in force: what the settings say, over DEFAULT_SHELL_LIMITS. */
export function shellLimitsOf(settings: RunSettings): ShellLimits {
  return resolveShellLimits(settings.shellLimits);
}
