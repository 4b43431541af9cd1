// Glob's record (tools/tool-record.ts): data only, so the page can read it without loading the tool.
import type { BuiltinToolRecord } from '../tool-record';

/** What the gates, the orchestrator and the pages know of Glob. */
export const GLOB_RECORD = {
  name: 'Glob',
  lockUse: 'none',
  permissionClass: 'read',
  pathArguments: ['path'],
  latencyMs: 15,
  inSubagents: 'yes',
} as const satisfies BuiltinToolRecord;
