// The settings a run records in `run-start` and `settings-change`, named here so the trace's types need no
// runtime, llm or shell import (the engine imports nothing outside itself). A structural type rather than a
// generic parameter on the events: every reader of a trace (panels, the trace-file validator, the CLI) sees
// one concrete shape, and the runtime's `RunSettings` is checked to fit it where it records them
// (src/runtime/spec/run-settings.ts), so the two cannot drift apart without a type error.
import type { PartialEngineSettings } from '../settings/engine-settings';

/** The model's tool choice, as the OpenAI request spells it. */
export type RecordedToolChoice =
  'auto' | 'none' | 'required' | { readonly type: 'function'; readonly function: { readonly name: string } };

/** The Bash tool's limits a session set; a limit left out keeps its default. */
export interface RecordedShellLimits {
  readonly timeoutMs?: number;
  readonly maxCommandCount?: number;
  readonly maxLoopIterations?: number;
  readonly maxOutputBytes?: number;
}

export interface RecordedRunSettings {
  readonly systemPrompt: string;
  readonly maxSteps: number;
  readonly toolChoice: RecordedToolChoice;
  readonly parallelToolCalls: boolean;
  /** Absent in a Task subagent's run-start: its loop has no subagents or engine knobs of its own. */
  readonly subagentMaxSteps?: number;
  /** Only the engine knobs the session set (the rest are the engine's defaults); absent for a subagent. */
  readonly engine?: PartialEngineSettings;
  /** Only the limits the session set; absent when it set none. */
  readonly shellLimits?: RecordedShellLimits;
}

/** What a `settings-change` set: any part of the settings. */
export type RecordedSettingsChange = Partial<RecordedRunSettings>;
