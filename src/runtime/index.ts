// The runtime's public surface for state/, session/, cli/ and the compose layer.
export type * from './worker/runtime-protocol';
export type { RunSpec, ProviderSpec } from './spec/run-spec';
export type { RunSettings, PartialRunSettings } from './spec/run-settings';
export { DEFAULT_RUN_SETTINGS, DEFAULT_SYSTEM_PROMPT, resolveRunSettings } from './spec/run-settings';
export type {
  RecordedInput,
  RecordedInputType,
  Anchor,
  Phase,
  JsonFileChange,
  RecordedShellResult,
} from './spec/recorded-input';
export { PHASES, anchorOf } from './spec/recorded-input';
export type {
  UserToolSpec,
  UserToolResultSpec,
  CannedResult,
  ToolSetSpec,
  BuiltinToolName,
} from './spec/user-tool-spec';
export { BUILTIN_TOOL_NAMES } from './spec/user-tool-spec';
export type { Breakpoint, BreakpointKind, BudgetLayer, GateVerdictBreak } from './stepping/breakpoint';
export {
  BREAK_VERDICTS,
  breakpointForEvent,
  breakpointKey,
  matchesBreakpoint,
  sameBreakpoint,
} from './stepping/breakpoint';
export {
  BREAKPOINT_CONDITION_FORMS,
  breakpointCondition,
  breakpointsFromValue,
  parseBreakpointCondition,
} from './stepping/breakpoint-condition';
export type { ReleaseTarget, PauseReason } from './stepping/release-latch';
export type { LiveInput } from './inputs/input-book';
export type { LoopResult, LoopEndReason } from './loop/loop-context';
export type { ProviderMode } from './providers/provider-for-spec';
export type { AskPolicy } from './permissions/permission-desk';
export { Runtime, type RunReport, type RuntimeOptions } from './runtime';
export { createInProcessRuntime, type InProcessOptions, type InProcessRuntime } from './host/node-runtime';
export { createRuntimeHost, type HostDeps, type HostEmitter } from './host/runtime-host';
export { renderTemplate } from './tools/render-template';
export { recordToolFactories } from './tools/builtin-tools';
export { STATIC_TOOL_FACTORY_CONTEXT } from './tools/build-registry';
