// The built-in tools this runtime can offer, bound to one workspace. Task and TodoWrite need no workspace and
// are added by the runtime itself; Bash needs a shell runner and is supplied by the host (`extraTools`).
import { createEditTool } from '../../tools/edit/edit-tool';
import { createGlobTool } from '../../tools/glob/glob-tool';
import { createGrepTool } from '../../tools/grep/grep-tool';
import { createLsTool } from '../../tools/ls/ls-tool';
import { createReadTool } from '../../tools/read/read-tool';
import { createWriteTool } from '../../tools/write/write-tool';
import type { Workspace } from '../../vfs/workspace';
import type { BuiltinToolFactories } from './build-registry';

export function workspaceToolFactories(workspace: Workspace): BuiltinToolFactories {
  return {
    Read: () => createReadTool(workspace),
    Write: () => createWriteTool(workspace),
    Edit: () => createEditTool(workspace),
    Grep: () => createGrepTool(workspace),
    Glob: () => createGlobTool(workspace),
    LS: () => createLsTool(workspace),
  };
}
