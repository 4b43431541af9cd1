// Read's record (tools/tool-record.ts): data only, so the page can read it without loading the tool.
import type { BuiltinToolRecord } from '../tool-record';

/** What the gates, the orchestrator and the pages know of Read. */
export const READ_RECORD = {
  name: 'Read',
  lockUse: 'none',
  permissionClass: 'read',
  pathArguments: ['path'],
  latencyMs: 20,
  inSubagents: 'yes',
} as const satisfies BuiltinToolRecord;
