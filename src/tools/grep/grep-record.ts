// Grep's record (tools/tool-record.ts): data only, so the page can read it without loading the tool.
import type { BuiltinToolRecord } from '../tool-record';

/** What the gates, the orchestrator and the pages know of Grep. */
export const GREP_RECORD = {
  name: 'Grep',
  lockUse: 'none',
  permissionClass: 'read',
  pathArguments: ['path'],
  latencyMs: 40,
  inSubagents: 'yes',
} as const satisfies BuiltinToolRecord;
