// What the model reads about Bash. The limits in it are the session's (a settings change can lower them), so
// the text is built from them; with the default limits it is the fixed wording every pinned trace was made with.
import type { ToolInputOf } from '../../engine/protocol/define-tool';
import type { ObjectSchema } from '../../engine/protocol/json-schema';
import type { ShellLimits } from '../../shell/limits';
import { grouped } from '../file-tool-kit/limit-text';

const ABOUT =
  'Run a bash command in an emulated shell over the workspace (/workspace). Pipes, redirects, here-docs, ' +
  'loops, functions, globs and about 80 common commands work (ls cat head tail wc grep sed awk find sort ' +
  'uniq cut tr xargs diff jq date seq ...), plus git status/diff/log/add/commit/init. There is no network, ' +
  'no package manager and no real processes. The working directory and exported variables carry over to ' +
  'the next call. ';

const AFTER_LIMITS =
  '; a command stopped by a limit returns what it printed so far. Prefer Read, Grep and Glob for ' +
  'plain reading and searching.';

export function bashDescription(limits: ShellLimits): string {
  const counts =
    limits.maxCommandCount === limits.maxLoopIterations
      ? `${grouped(limits.maxCommandCount)} commands and loop iterations`
      : `${grouped(limits.maxCommandCount)} commands and ${grouped(limits.maxLoopIterations)} loop iterations`;
  const limitsText =
    `Limits: wall time ${seconds(limits.timeoutMs)} by default, ${bytes(limits.maxOutputBytes)} of output, ` +
    `${counts} per call`;
  return ABOUT + limitsText + AFTER_LIMITS;
}

/** The range a call's own `timeout_ms` may ask for (the session's limit still caps it, bash-tool.ts). */
export const BASH_LIMITS = {
  minTimeoutMs: 100,
  maxTimeoutMs: 600_000,
} as const;

export function bashParameters(limits: ShellLimits) {
  return {
    type: 'object',
    properties: {
      command: { type: 'string', description: 'The bash command line to run.', minLength: 1 },
      timeout_ms: {
        type: 'integer',
        description: `Wall-time limit for this command in milliseconds; at most the configured limit (default ${limits.timeoutMs}).`,
        minimum: BASH_LIMITS.minTimeoutMs,
        maximum: BASH_LIMITS.maxTimeoutMs,
      },
    },
    required: ['command'],
    additionalProperties: false,
  } as const satisfies ObjectSchema;
}

export type BashInput = ToolInputOf<ReturnType<typeof bashParameters>>;

/** 10000 → "10 s", 2500 → "2.5 s". */
function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}

/** 1048576 → "1 MB", 65536 → "64 KB", 1500 → "1.46 KB" (binary units, as the limit is counted). */
function bytes(value: number): string {
  const [size, unit] =
    value >= 1024 * 1024
      ? [value / (1024 * 1024), 'MB']
      : value >= 1024
        ? [value / 1024, 'KB']
        : [value, 'bytes'];
  return `${Number(size.toFixed(2))} ${unit}`;
}
