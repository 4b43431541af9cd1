// The runtime's own settings (the loop around the engine). The engine's knobs travel inside, unchanged.
import type { PartialEngineSettings } from '../../engine/settings/engine-settings';
import type { ToolChoice } from '../../llm/model-types';

export interface RunSettings {
  readonly systemPrompt: string;
  /** The loop ends after this many ReAct steps even if the model keeps calling tools. */
  readonly maxSteps: number;
  readonly toolChoice: ToolChoice;
  readonly parallelToolCalls: boolean;
  /** Step limit of a Task subagent's nested loop. */
  readonly subagentMaxSteps: number;
  readonly engine: PartialEngineSettings;
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
  return {
    ...DEFAULT_RUN_SETTINGS,
    ...partial,
    engine: { ...DEFAULT_RUN_SETTINGS.engine, ...partial.engine },
  };
}
