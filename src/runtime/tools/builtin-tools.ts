// The built-in tools this runtime can build by itself, from their factories (tools/builtin-tool-factories.ts):
// those made from the workspace alone, and those made from nothing (Task, TodoWrite: the runtime lends them
// what they need in the tool context). A tool built from the session's shell (Bash) is supplied by the host
// (`bash-tool-factory.ts`).
import { BUILTIN_TOOL_FACTORIES } from '../../tools/builtin-tool-factories';
import { BUILTIN_TOOL_NAMES } from '../../tools/builtin-tool-records';
import type { Tool } from '../../engine';
import type { Workspace } from '../../vfs/workspace';
import type { BuiltinToolFactories } from './build-registry';

export function recordToolFactories(workspace: Workspace): BuiltinToolFactories {
  const factories: Partial<Record<string, () => Tool>> = {};
  for (const name of BUILTIN_TOOL_NAMES) {
    const build = BUILTIN_TOOL_FACTORIES[name];
    if (build.from === 'workspace') factories[name] = () => build.create(workspace);
    else if (build.from === 'nothing') factories[name] = () => build.create();
  }
  return factories;
}

/** Does the tool set need the session's shell (a tool the host builds from it)? */
export function needsShell(builtin: readonly string[]): boolean {
  return BUILTIN_TOOL_NAMES.some(
    (name) => BUILTIN_TOOL_FACTORIES[name].from === 'shell' && builtin.includes(name),
  );
}
