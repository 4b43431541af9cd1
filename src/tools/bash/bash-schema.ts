import type { ObjectSchema } from '../../engine/protocol/json-schema';

export const BASH_DESCRIPTION =
  'Run a bash command in an emulated shell over the workspace (/workspace). Pipes, redirects, here-docs, ' +
  'loops, functions, globs and about 80 common commands work (ls cat head tail wc grep sed awk find sort ' +
  'uniq cut tr xargs diff jq date seq ...), plus git status/diff/log/add/commit/init. There is no network, ' +
  'no package manager and no real processes. The working directory and exported variables carry over to ' +
  'the next call. Limits: wall time 10 s by default, 1 MB of output, 100,000 commands and loop iterations ' +
  'per call; a command stopped by a limit returns what it printed so far. Prefer Read, Grep and Glob for ' +
  'plain reading and searching.';

export const BASH_PARAMETERS: ObjectSchema = {
  type: 'object',
  properties: {
    command: { type: 'string', description: 'The bash command line to run.', minLength: 1 },
    timeout_ms: {
      type: 'integer',
      description:
        'Wall-time limit for this command in milliseconds; at most the configured limit (default 10000).',
      minimum: 100,
      maximum: 600_000,
    },
  },
  required: ['command'],
  additionalProperties: false,
};
