// TodoWrite's record (tools/tool-record.ts): data only, so the page can read it without loading the tool.
import type { BuiltinToolRecord } from '../tool-record';

/** TodoWrite's record: it changes only the agent's own task list, so it counts as reading. */
export const TODO_WRITE_RECORD = {
  name: 'TodoWrite',
  lockUse: 'none',
  permissionClass: 'read',
  permissionWording: { rule: 'default.todo', reason: 'TodoWrite only updates the task list.' },
  latencyMs: 5,
  inSubagents: 'no',
} as const satisfies BuiltinToolRecord;
