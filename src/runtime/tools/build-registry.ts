// Builds a registry from a session's tool set: the enabled built-ins (from factories the host supplies,
// already bound to the workspace and shell) plus the declarative user-defined tools and functions.
import { Registry, type Tool } from '../../engine';
import type { BuiltinToolName, ToolSetSpec } from '../spec/user-tool-spec';
import { userDefinedFunction, userDefinedTool } from './user-defined-tool';

export type BuiltinToolFactories = Partial<Record<BuiltinToolName, () => Tool>>;

export type RegistryBuild =
  { readonly ok: true; readonly registry: Registry } | { readonly ok: false; readonly reason: string };

export function buildRegistry(tools: ToolSetSpec, factories: BuiltinToolFactories): RegistryBuild {
  const registry = new Registry();
  try {
    for (const name of tools.builtin) {
      const create = factories[name];
      if (!create)
        return { ok: false, reason: `The built-in tool ${name} is not available in this runtime.` };
      const edited = tools.descriptions?.[name];
      registry.registerTool(edited === undefined ? create() : describedAs(create(), edited));
    }
    for (const spec of tools.userDefined) {
      if (spec.kind === 'function') registry.registerFunction(userDefinedFunction(spec));
      else registry.registerTool(userDefinedTool(spec));
    }
  } catch (error) {
    // Registration errors (a duplicate or invalid name) come from the document: report, do not crash.
    return { ok: false, reason: (error as Error).message };
  }
  return { ok: true, registry };
}

/** The same tool under another description (the person's edit): everything else delegates to it. */
function describedAs(tool: Tool, description: string): Tool {
  return {
    name: tool.name,
    description,
    parameters: tool.parameters,
    lockUse: tool.lockUse,
    ...(tool.risk ? { risk: tool.risk } : {}),
    isConcurrencySafe: (input) => tool.isConcurrencySafe(input),
    run: (input, context) => tool.run(input, context),
  };
}
