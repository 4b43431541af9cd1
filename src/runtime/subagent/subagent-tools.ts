// The tools a Task subagent is given: the built-ins whose records say a subagent may use them, in the
// records' order. A tool that starts subagents of its own (`nested`) is left out: a subagent cannot start
// another.
import { BUILTIN_TOOL_RECORDS, type BuiltinToolName } from '../../tools/builtin-tool-records';

export function subagentToolNames(): BuiltinToolName[] {
  return BUILTIN_TOOL_RECORDS.filter((record) => record.inSubagents === 'yes').map((record) => record.name);
}
