// The settings a session may hold, as closed JSON Schemas: the run's own knobs, the engine's, and the Bash
// tool's limits, each with its type and range. schema/session.schema.json embeds these definitions (a test
// keeps them equal; `npx tsx scripts/write-session-schema.ts` rewrites them), and the runtime checks a spec
// with them before it runs, so settings that reached it without a document check (an edited spec, a live
// change) are refused at their path too.
import { ENGINE_SETTINGS_SCHEMA, TOOL_NAME_PATTERN } from '../../engine/settings/engine-settings-schema';
import { SHELL_LIMIT_FIELDS, type ShellLimits } from '../../shell/limits';

const SHELL_LIMIT_DESCRIPTIONS: Readonly<Record<keyof ShellLimits, string>> = {
  timeoutMs: 'Wall time one command may run, in ms.',
  maxCommandCount: 'Commands one call may execute, counting every loop pass and pipeline stage.',
  maxLoopIterations: 'Iterations of one loop (bash while/for/until, and awk, sed, jq loops).',
  maxOutputBytes: 'Bytes of stdout + stderr one call may produce.',
};

export const SHELL_LIMITS_SCHEMA = {
  description:
    "The Bash tool's limits this session sets; a limit left out keeps its default (10 000 ms, 100 000 commands, 100 000 loop iterations, 1 MiB of output).",
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(
    SHELL_LIMIT_FIELDS.map((field) => [
      field.key,
      {
        description: SHELL_LIMIT_DESCRIPTIONS[field.key],
        type: 'integer',
        minimum: field.min,
        maximum: field.max,
      },
    ]),
  ),
};

/** Steps of one run, and of a Task subagent's nested run. */
export const STEP_LIMITS = {
  maxSteps: { min: 1, max: 1_000 },
  subagentMaxSteps: { min: 1, max: 100 },
} as const;

export const RUN_SETTINGS_SCHEMA = {
  description:
    'The run settings this session sets (a settings-change input carries the same shape); anything left out keeps its default.',
  type: 'object',
  additionalProperties: false,
  properties: {
    systemPrompt: { type: 'string', maxLength: 100_000 },
    maxSteps: { type: 'integer', minimum: STEP_LIMITS.maxSteps.min, maximum: STEP_LIMITS.maxSteps.max },
    toolChoice: {
      oneOf: [
        { enum: ['auto', 'none', 'required'] },
        {
          type: 'object',
          required: ['type', 'function'],
          additionalProperties: false,
          properties: {
            type: { const: 'function' },
            function: {
              type: 'object',
              required: ['name'],
              additionalProperties: false,
              properties: { name: { type: 'string', pattern: TOOL_NAME_PATTERN } },
            },
          },
        },
      ],
    },
    parallelToolCalls: { type: 'boolean' },
    subagentMaxSteps: {
      type: 'integer',
      minimum: STEP_LIMITS.subagentMaxSteps.min,
      maximum: STEP_LIMITS.subagentMaxSteps.max,
    },
    engine: { $ref: '#/definitions/engineSettings' },
    shellLimits: { $ref: '#/definitions/shellLimits' },
  },
};

/** The definitions the session schema holds under `definitions`, by name. */
export const SETTINGS_DEFINITIONS = {
  runSettings: RUN_SETTINGS_SCHEMA,
  engineSettings: ENGINE_SETTINGS_SCHEMA,
  shellLimits: SHELL_LIMITS_SCHEMA,
};
