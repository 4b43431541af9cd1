// Write's record (tools/tool-record.ts): data only, so the page can read it without loading the tool.
import type { BuiltinToolRecord } from '../tool-record';

/** What the gates, the orchestrator and the pages know of Write. */
export const WRITE_RECORD = {
  name: 'Write',
  lockUse: 'write',
  permissionClass: 'write',
  pathArguments: ['path'],
  latencyMs: 30,
  inSubagents: 'no',
} as const satisfies BuiltinToolRecord;
