// Bash's record (tools/tool-record.ts): data only, so the page can read it without loading the tool.
import type { BuiltinToolRecord } from '../tool-record';

/** Bash runs commands (`exec`): a person decides unless its risk classifier does. */
export const BASH_RECORD = {
  name: 'Bash',
  lockUse: 'none',
  permissionClass: 'exec',
  latencyMs: 120,
  inSubagents: 'no',
} as const satisfies BuiltinToolRecord;
