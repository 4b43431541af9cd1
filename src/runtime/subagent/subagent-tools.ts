// The tools a Task subagent is given: the built-ins whose records say a subagent may use them, in the
// records' order. A tool that starts subagents of its own (`nested`: Task) only for a subagent that may nest
// another below it (the session's `subagentMaxDepth`).
import { BUILTIN_TOOL_RECORDS, type BuiltinToolName } from '../../tools/builtin-tool-records';

export function subagentToolNames(mayNest: boolean): BuiltinToolName[] {
  return BUILTIN_TOOL_RECORDS.filter(
    (record) => record.inSubagents === 'yes' || (mayNest && record.inSubagents === 'nested'),
  ).map((record) => record.name);
}
