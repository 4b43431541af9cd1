// How each built-in tool is built, by its record's name: the compiler holds this to exactly one entry per
// record (builtin-tool-records.ts). Apart from the records because it loads every tool: only the runtime
// imports it, never the page.
import type { Tool } from '../engine/protocol/tool';
import type { Workspace } from '../vfs';
import { createEditTool } from './edit/edit-tool';
import { createGlobTool } from './glob/glob-tool';
import { createGrepTool } from './grep/grep-tool';
import { createLsTool } from './ls/ls-tool';
import { createMoveTool } from './move/move-tool';
import { createReadTool } from './read/read-tool';
import { createTaskTool } from './task/task-tool';
import { createTodoWriteTool } from './todo-write/todo-write-tool';
import { createWriteTool } from './write/write-tool';
import type { BuiltinToolName } from './builtin-tool-records';

/**
 * What a tool is built from: the workspace alone; nothing (the runtime lends what it needs in the tool
 * context, as Task's subagent); or the session's shell, which only the host can make
 * (runtime/tools/bash-tool-factory.ts).
 */
export type ToolBuild =
  | { readonly from: 'workspace'; readonly create: (workspace: Workspace) => Tool }
  | { readonly from: 'nothing'; readonly create: () => Tool }
  | { readonly from: 'shell' };

export const BUILTIN_TOOL_FACTORIES: Readonly<Record<BuiltinToolName, ToolBuild>> = {
  Read: { from: 'workspace', create: createReadTool },
  Write: { from: 'workspace', create: createWriteTool },
  Edit: { from: 'workspace', create: createEditTool },
  Grep: { from: 'workspace', create: createGrepTool },
  Glob: { from: 'workspace', create: createGlobTool },
  LS: { from: 'workspace', create: createLsTool },
  Bash: { from: 'shell' },
  Task: { from: 'nothing', create: createTaskTool },
  TodoWrite: { from: 'nothing', create: createTodoWriteTool },
  Move: { from: 'workspace', create: createMoveTool },
};
