// Every built-in tool, by its record, in the order a blank session offers them. This list is the one place a
// built-in is named: the session schema's tool enum and descriptions (session/session-schema-tools.ts), the
// runtime's factories (builtin-tool-factories.ts, one per record) and its subagent's tools, the engine's
// latency defaults and the Tools tab all derive from it.
import { BASH_RECORD } from './bash/bash-record';
import { EDIT_RECORD } from './edit/edit-record';
import { GLOB_RECORD } from './glob/glob-record';
import { GREP_RECORD } from './grep/grep-record';
import { LS_RECORD } from './ls/ls-record';
import { MOVE_RECORD } from './move/move-record';
import { READ_RECORD } from './read/read-record';
import { TASK_RECORD } from './task/task-record';
import { TODO_WRITE_RECORD } from './todo-write/todo-write-record';
import type { BuiltinToolRecord } from './tool-record';
import { WRITE_RECORD } from './write/write-record';

export const BUILTIN_TOOL_RECORDS = [
  READ_RECORD,
  WRITE_RECORD,
  EDIT_RECORD,
  GREP_RECORD,
  GLOB_RECORD,
  LS_RECORD,
  BASH_RECORD,
  TASK_RECORD,
  TODO_WRITE_RECORD,
  MOVE_RECORD,
] as const satisfies readonly BuiltinToolRecord[];

export type BuiltinToolName = (typeof BUILTIN_TOOL_RECORDS)[number]['name'];

export const BUILTIN_TOOL_NAMES: readonly BuiltinToolName[] = BUILTIN_TOOL_RECORDS.map(
  (record) => record.name,
);

/** Each built-in's simulated duration (virtual ms), as the Settings tab shows it before a session sets one. */
export const BUILTIN_TOOL_LATENCIES: Readonly<Record<string, number>> = Object.fromEntries(
  BUILTIN_TOOL_RECORDS.map((record) => [record.name, record.latencyMs]),
);

const BY_NAME: ReadonlyMap<string, BuiltinToolRecord> = new Map(
  BUILTIN_TOOL_RECORDS.map((record) => [record.name, record]),
);

/** The built-in of that name, or undefined (a user-defined tool, or a name no session may enable). */
export function builtinToolRecord(name: string): BuiltinToolRecord | undefined {
  return BY_NAME.get(name);
}

export function isBuiltinToolName(name: string): name is BuiltinToolName {
  return BY_NAME.has(name);
}
