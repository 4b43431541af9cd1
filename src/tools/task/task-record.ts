// Task's record (tools/tool-record.ts): data only, so the page can read it without loading the tool.
import type { BuiltinToolRecord } from '../tool-record';

/** Task's record: its subagent only reads, so starting one counts as reading. */
export const TASK_RECORD = {
  name: 'Task',
  lockUse: 'none',
  permissionClass: 'read',
  permissionWording: { rule: 'default.task', reason: 'Task runs a read-only subagent.' },
  latencyMs: 50,
  inSubagents: 'nested',
} as const satisfies BuiltinToolRecord;
