// Builds a registry from a session's tool set: the enabled built-ins (from factories the host supplies,
// already bound to the workspace and shell) plus the declarative user-defined tools and functions.
import { Registry, type Tool } from '../../engine';
import { DEFAULT_SHELL_LIMITS, type ShellLimits } from '../../shell/limits';
import type { BuiltinToolName, ToolSetSpec } from '../spec/user-tool-spec';
import { userDefinedFunction, userDefinedTool } from './user-defined-tool';
import { describePatternProblem } from '../../common/schema-patterns/pattern-problem';
import { firstUnsupportedPattern } from '../../common/schema-patterns/unsupported-patterns';
import type { McpToolCaller } from '../../tools/mcp/mcp-tool';
import { NO_MCP_CONNECTION } from '../mcp/recorded-mcp-caller';
import { registerMcpServers } from '../mcp/register-mcp-servers';

/**
 * What the runtime lends each built-in tool as it is built: read-only views of session state that may change
 * while the session runs (a `settings-change` input), so a tool reads them at each call, never once.
 */
export interface ToolFactoryContext {
  /** The shell limits in force now. */
  readonly shellLimits: () => ShellLimits;
  /** Answers MCP tools' calls (from the session's record, or a live server). Absent: none can be answered. */
  readonly mcp?: McpToolCaller;
}

/** Outside a runtime (tests, a registry built for display): the default limits. */
export const STATIC_TOOL_FACTORY_CONTEXT: ToolFactoryContext = { shellLimits: () => DEFAULT_SHELL_LIMITS };

export type BuiltinToolFactories = Partial<Record<BuiltinToolName, (context: ToolFactoryContext) => Tool>>;

export type RegistryBuild =
  { readonly ok: true; readonly registry: Registry } | { readonly ok: false; readonly reason: string };

export function buildRegistry(
  tools: ToolSetSpec,
  factories: BuiltinToolFactories,
  context: ToolFactoryContext = STATIC_TOOL_FACTORY_CONTEXT,
): RegistryBuild {
  const registry = new Registry();
  try {
    for (const name of tools.builtin) {
      const create = factories[name];
      if (!create)
        return { ok: false, reason: `The built-in tool ${name} is not available in this runtime.` };
      const edited = tools.descriptions?.[name];
      const tool = create(context);
      registry.registerTool(edited === undefined ? tool : describedAs(tool, edited));
    }
    for (const spec of tools.userDefined) {
      const refused = spec.kind === 'tool' ? patternRefusal(spec.name, spec.parameters) : null;
      if (refused) return { ok: false, reason: refused };
      if (spec.kind === 'function') registry.registerFunction(userDefinedFunction(spec));
      else registry.registerTool(userDefinedTool(spec));
    }
    const mcp = registerMcpServers(
      registry,
      tools.mcp ?? [],
      context.mcp ?? NO_MCP_CONNECTION,
      patternRefusal,
    );
    if (mcp !== null) return { ok: false, reason: mcp };
  } catch (error) {
    // Registration errors (a duplicate or invalid name) come from the document: report, do not crash.
    return { ok: false, reason: (error as Error).message };
  }
  return { ok: true, registry };
}

/**
 * A spec that did not come through a loader (the page's tabs, a test, a library entry written before issue
 * 36) is checked here, where its tools are connected to the engine: a schema whose pattern RE2 cannot take is
 * refused with the reason, not found out when the model first calls the tool.
 */
export function patternRefusal(name: string, parameters: unknown): string | null {
  const found = firstUnsupportedPattern(parameters);
  if (!found) return null;
  const why = describePatternProblem(found.problem);
  return `The tool ${name} cannot be used: its schema's pattern ${JSON.stringify(found.pattern)} (at ${found.pointer}) is refused: ${why}.`;
}

/** The same tool under another description (the person's edit), and otherwise the same in every fact. */
function describedAs(tool: Tool, description: string): Tool {
  // Every own property (facts, getters such as Bash's parameters, methods) and the tool's prototype are kept,
  // so no fact of the tool — its latency, permission class, paths, risk — is lost to an edited description
  // (one that was made the tool take another time and lose its permission class).
  return Object.create(Object.getPrototypeOf(tool) as object, {
    ...Object.getOwnPropertyDescriptors(tool),
    description: { value: description, enumerable: true },
  }) as Tool;
}
