// Every knob of the engine, once: type, default, range, what the session schema says of it and how the
// Settings tab shows it. engine-settings.ts derives the types and defaults from this, the session schema and
// the trace-file shape are generated from it, and the form reads its fields from it (decision 0108). A new
// knob is one entry here plus its label in src/ui/i18n/en and zh; run-start records it only where a session
// sets it, so no earlier trace changes.
import {
  choiceSetting,
  flagSetting,
  integerSetting,
  integerTableSetting,
  settingGroup,
  textListSetting,
  textSetting,
} from '../../common/settings-catalog/define-setting';
import { MINIMAL_CUT_MAX_BYTES } from '../budget/cut-result';
import type { BreakerCountPolicy } from '../gates/breaker-state';
import { PERMISSION_MODES } from '../gates/permission-types';
import type { LockMode } from '../protocol/tool';

/** Tool names as the registry accepts them (OpenAI's function-name rule). */
export const TOOL_NAME_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

export const LOCK_MODES: readonly LockMode[] = ['version-hash', 'seed'];
export const BREAKER_COUNT_POLICIES: readonly BreakerCountPolicy[] = ['tool-faults', 'all-errors'];

/** A tool's simulated duration on the virtual clock, in ms (the default and each tool's). */
const LATENCY_MS = { min: 0, max: 3_600_000 } as const;

const rules = (verdict: 'deny' | 'ask' | 'allow', decides: string) =>
  textListSetting({
    description: `Rules (Tool or Tool(pattern)) that ${decides}.`,
    default: [],
    maxItems: 500,
    itemMaxLength: 2_000,
    form: { section: 'rules', label: `settings.rules.${verdict}` },
  });

export const ENGINE_SETTINGS_CATALOG = settingGroup({
  description: "The engine's knobs this session sets; a knob or group left out keeps its default.",
  definition: 'engineSettings',
  recorded: 'main-run',
  fields: {
    maxCallsPerTurn: integerSetting({
      description: 'Calls past this in one turn are answered TOO_MANY_CALLS.',
      default: 64,
      min: 1,
      max: 1_000,
      form: { section: 'pipeline', label: 'settings.maxCallsPerTurn' },
    }),
    maxConcurrency: integerSetting({
      description: 'Pool size of a concurrent batch.',
      default: 10,
      min: 1,
      max: 64,
      form: { section: 'pipeline', label: 'settings.maxConcurrency' },
    }),
    lockMode: choiceSetting({
      description:
        "How the optimistic lock tells that a file changed since it was read: its version and content hash, or the seed's mtime and size.",
      values: LOCK_MODES,
      default: 'version-hash',
      form: { section: 'pipeline', label: 'settings.lockMode', options: 'settings.lockModes' },
    }),
    breaker: settingGroup({
      description: "Each tool's circuit breaker.",
      fields: {
        failureThreshold: integerSetting({
          description: 'Consecutive counted failures that open the breaker.',
          default: 3,
          min: 1,
          max: 100,
          form: { section: 'pipeline', label: 'settings.failureThreshold' },
        }),
        // A day of virtual time at most; 0 would reopen a breaker before anyone could see it open.
        recoveryTimeoutMs: integerSetting({
          description: 'Virtual ms after which an open breaker admits a probe.',
          default: 300_000,
          min: 1,
          max: 86_400_000,
          form: { section: 'pipeline', label: 'settings.recoveryTimeoutMs' },
        }),
        countPolicy: choiceSetting({
          description:
            "Which failures count towards opening the breaker: the tool's own faults, or every error (the seed).",
          values: BREAKER_COUNT_POLICIES,
          default: 'tool-faults',
          form: { section: 'pipeline', label: 'settings.countPolicy', options: 'settings.countPolicies' },
        }),
      },
    }),
    budget: settingGroup({
      description: "What the turn's tool results may take of the model's context, in UTF-8 bytes.",
      fields: {
        perToolMaxBytes: integerSetting({
          description: 'UTF-8 bytes of one result before it is cut and spilled.',
          default: 50_000,
          min: 1_000,
          max: 10_000_000,
          form: { section: 'pipeline', label: 'settings.perToolMaxBytes' },
        }),
        // At least one minimal cut must fit the turn's budget, or no call could ever be admitted.
        totalMaxBytes: integerSetting({
          description: "UTF-8 bytes the turn's results may take together.",
          default: 200_000,
          min: MINIMAL_CUT_MAX_BYTES,
          max: 100_000_000,
          form: { section: 'pipeline', label: 'settings.totalMaxBytes' },
        }),
        previewBytes: integerSetting({
          description: 'UTF-8 bytes of a cut result the model still sees.',
          default: 2_000,
          min: 0,
          max: 1_000_000,
          form: { section: 'pipeline', label: 'settings.previewBytes' },
        }),
        spillDir: textSetting({
          description: 'Workspace folder for spilled payloads.',
          default: '/workspace/.toolscope/spill',
          maxLength: 256,
          pattern: '^/workspace(/|$)',
        }),
      },
    }),
    latency: settingGroup({
      description: 'Simulated durations of tool calls on the virtual clock.',
      fields: {
        defaultMs: integerSetting({
          description:
            'Simulated duration of a tool that neither perToolMs nor the tool itself gives one, in virtual ms.',
          default: 10,
          ...LATENCY_MS,
          form: { section: 'latency', label: 'settings.latencyDefault' },
        }),
        perToolMs: integerTableSetting({
          description:
            'Simulated durations by tool name. A tool not named here takes the duration it declares (a built-in its ' +
            "record's), else defaultMs.",
          valueDescription: 'Simulated duration of this tool, in virtual ms.',
          // The engine names no tool: each built-in declares its own latency (tools/*/X-record.ts).
          default: {},
          keyPattern: TOOL_NAME_PATTERN,
          maxKeys: 200,
          ...LATENCY_MS,
          form: { section: 'latency', label: 'settings.latencyOf' },
        }),
      },
    }),
    permissions: settingGroup({
      description: 'Gate 1: the permission mode and the rules matched before it.',
      fields: {
        mode: choiceSetting({
          description:
            'ask: ASK waits for a person; auto-deny: ASK becomes DENY (the seed); accept-edits: an ASK for a write inside the workspace becomes ALLOW; read-only: only reads run.',
          values: PERMISSION_MODES,
          default: 'ask',
          form: { section: 'pipeline', label: 'settings.permissionMode', options: 'settings.modes' },
        }),
        // Deny, then ask, then allow: the order the gate reads them, and the tab shows them.
        rules: settingGroup({
          description: 'User rules, one list per verdict.',
          fields: {
            deny: rules('deny', 'deny a call they match'),
            ask: rules('ask', 'ask a person about a call they match'),
            allow: rules('allow', 'allow a call they cover whole'),
          },
        }),
      },
    }),
    strictSchemas: flagSetting({
      description: 'Publish tool schemas valid under OpenAI `strict: true`.',
      default: false,
      form: { section: 'model', label: 'settings.strict' },
    }),
  },
});
