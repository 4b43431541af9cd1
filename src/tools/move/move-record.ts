// Move's record (tools/tool-record.ts): data only, so the page can read it without loading the tool.
import type { BuiltinToolRecord } from '../tool-record';

/**
 * Move renames a file or folder. It writes (read-only mode denies it), locks its source like Edit (read and
 * unchanged, every file under a folder) and its destination when it overwrites; rules match both paths.
 */
export const MOVE_RECORD = {
  name: 'Move',
  lockUse: 'edit',
  permissionClass: 'write',
  pathArguments: ['source', 'destination'],
  latencyMs: 30,
  inSubagents: 'no',
} as const satisfies BuiltinToolRecord;
