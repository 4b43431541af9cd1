// The shape of the settings `run-start` and `settings-change` record (RecordedRunSettings), field by field:
// a loaded trace whose settings the runtime could not have written is refused at the field's path, like any
// other bad event, and the Settings tab reads typed fields. Every engine knob and shell limit is optional
// (a session records only what it set); the loop's own four settings are always there.
import { PERMISSION_MODES } from '../../engine/gates/permission-types';
import type {
  RecordedRunSettings,
  RecordedSettingsChange,
  RecordedToolChoice,
} from '../../engine/trace/recorded-run-settings';
import { bool, count, list, object, oneOf, optional, record, str, type Shape } from './shape';

const namedFunction = object({ type: oneOf('function'), function: object({ name: str }) });
const toolChoiceMode = oneOf('auto', 'none', 'required');
const toolChoice: Shape<RecordedToolChoice> = {
  check: (value, at) =>
    (typeof value === 'object' && value !== null ? namedFunction : toolChoiceMode).check(value, at),
};

const engineSettings = object({
  maxCallsPerTurn: optional(count),
  maxConcurrency: optional(count),
  lockMode: optional(oneOf('version-hash', 'seed')),
  breaker: optional(
    object({
      failureThreshold: optional(count),
      recoveryTimeoutMs: optional(count),
      countPolicy: optional(oneOf('tool-faults', 'all-errors')),
    }),
  ),
  budget: optional(
    object({
      perToolMaxBytes: optional(count),
      totalMaxBytes: optional(count),
      previewBytes: optional(count),
      spillDir: optional(str),
    }),
  ),
  latency: optional(object({ defaultMs: optional(count), perToolMs: optional(record(count)) })),
  permissions: optional(
    object({
      mode: optional(oneOf(...PERMISSION_MODES)),
      rules: optional(
        object({ allow: optional(list(str)), ask: optional(list(str)), deny: optional(list(str)) }),
      ),
    }),
  ),
  strictSchemas: optional(bool),
});

const shellLimits = object({
  timeoutMs: optional(count),
  maxCommandCount: optional(count),
  maxLoopIterations: optional(count),
  maxOutputBytes: optional(count),
});

/** The settings besides the loop's own four: each may be absent (a Task subagent records none of them). */
const moreSettings = {
  subagentMaxSteps: optional(count),
  engine: optional(engineSettings),
  shellLimits: optional(shellLimits),
} as const;

export const recordedRunSettings: Shape<RecordedRunSettings> = object({
  systemPrompt: str,
  maxSteps: count,
  toolChoice,
  parallelToolCalls: bool,
  ...moreSettings,
});

export const recordedSettingsChange: Shape<RecordedSettingsChange> = object({
  systemPrompt: optional(str),
  maxSteps: optional(count),
  toolChoice: optional(toolChoice),
  parallelToolCalls: optional(bool),
  ...moreSettings,
});
