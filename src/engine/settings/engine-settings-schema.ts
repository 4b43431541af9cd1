// What a session may set of the engine's knobs, as a closed JSON Schema (draft-07) with the range of every
// number. The session schema (schema/session.schema.json) embeds it and the runtime checks a spec against it
// before running, so a misspelt key or a value the engine cannot work with is refused at its path instead of
// stalling a run. Data only: the validator lives with its users.
import { MINIMAL_CUT_MAX_BYTES } from '../budget/cut-result';
import { PERMISSION_MODES } from '../gates/permission-types';
import type { BreakerCountPolicy } from '../gates/breaker-state';
import type { LockMode } from '../protocol/tool';

export interface SettingRange {
  readonly min: number;
  readonly max: number;
}

/** The allowed whole-number range of each numeric engine knob (a form can show the same bounds). */
export const ENGINE_SETTING_RANGES = {
  maxCallsPerTurn: { min: 1, max: 1_000 },
  maxConcurrency: { min: 1, max: 64 },
  failureThreshold: { min: 1, max: 100 },
  /** A day of virtual time; 0 would reopen a breaker before anyone could see it open. */
  recoveryTimeoutMs: { min: 1, max: 86_400_000 },
  perToolMaxBytes: { min: 1_000, max: 10_000_000 },
  /** At least one minimal cut must fit the turn's budget, or no call could ever be admitted. */
  totalMaxBytes: { min: MINIMAL_CUT_MAX_BYTES, max: 100_000_000 },
  previewBytes: { min: 0, max: 1_000_000 },
  latencyMs: { min: 0, max: 3_600_000 },
} as const satisfies Record<string, SettingRange>;

export const LOCK_MODES: readonly LockMode[] = ['version-hash', 'seed'];
export const BREAKER_COUNT_POLICIES: readonly BreakerCountPolicy[] = ['tool-faults', 'all-errors'];

/** Tool names as the registry accepts them (OpenAI's function-name rule). */
export const TOOL_NAME_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

const integer = (range: SettingRange, description: string) => ({
  description,
  type: 'integer',
  minimum: range.min,
  maximum: range.max,
});

const r = ENGINE_SETTING_RANGES;

const ruleList = {
  type: 'array',
  maxItems: 500,
  items: { type: 'string', minLength: 1, maxLength: 2_000 },
};

export const ENGINE_SETTINGS_SCHEMA = {
  description:
    "The engine's knobs this session sets; a knob or group left out keeps its default (src/engine/settings/engine-settings.ts).",
  type: 'object',
  additionalProperties: false,
  properties: {
    maxCallsPerTurn: integer(r.maxCallsPerTurn, 'Calls past this in one turn are answered TOO_MANY_CALLS.'),
    maxConcurrency: integer(r.maxConcurrency, 'Pool size of a concurrent batch.'),
    lockMode: { enum: [...LOCK_MODES] },
    breaker: {
      type: 'object',
      additionalProperties: false,
      properties: {
        failureThreshold: integer(r.failureThreshold, 'Consecutive counted failures that open the breaker.'),
        recoveryTimeoutMs: integer(
          r.recoveryTimeoutMs,
          'Virtual ms after which an open breaker admits a probe.',
        ),
        countPolicy: { enum: [...BREAKER_COUNT_POLICIES] },
      },
    },
    budget: {
      type: 'object',
      additionalProperties: false,
      properties: {
        perToolMaxBytes: integer(
          r.perToolMaxBytes,
          'UTF-8 bytes of one result before it is cut and spilled.',
        ),
        totalMaxBytes: integer(r.totalMaxBytes, "UTF-8 bytes the turn's results may take together."),
        previewBytes: integer(r.previewBytes, 'UTF-8 bytes of a cut result the model still sees.'),
        spillDir: {
          description: 'Workspace folder for spilled payloads.',
          type: 'string',
          maxLength: 256,
          pattern: '^/workspace(/|$)',
        },
      },
    },
    latency: {
      type: 'object',
      additionalProperties: false,
      properties: {
        defaultMs: integer(
          r.latencyMs,
          'Simulated duration of a tool not listed in perToolMs, in virtual ms.',
        ),
        perToolMs: {
          type: 'object',
          maxProperties: 200,
          propertyNames: { pattern: TOOL_NAME_PATTERN },
          additionalProperties: integer(r.latencyMs, 'Simulated duration of this tool, in virtual ms.'),
        },
      },
    },
    permissions: {
      type: 'object',
      additionalProperties: false,
      properties: {
        mode: { enum: [...PERMISSION_MODES] },
        rules: {
          type: 'object',
          additionalProperties: false,
          properties: { allow: ruleList, ask: ruleList, deny: ruleList },
        },
      },
    },
    strictSchemas: { type: 'boolean' },
  },
};
