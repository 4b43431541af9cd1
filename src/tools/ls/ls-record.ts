// LS's record (tools/tool-record.ts): data only, so the page can read it without loading the tool.
import type { BuiltinToolRecord } from '../tool-record';

/** What the gates, the orchestrator and the pages know of LS. */
export const LS_RECORD = {
  name: 'LS',
  lockUse: 'none',
  permissionClass: 'read',
  pathArguments: ['path'],
  latencyMs: 10,
  inSubagents: 'yes',
} as const satisfies BuiltinToolRecord;
