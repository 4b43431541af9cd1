// An MCP tool's function name: the server's tool names may hold any character and any length, while a model's
// function names must match ^[a-zA-Z0-9_-]{1,64}$ (the registry refuses anything else). Each name is put under
// its server (`mcp__<server>__<tool>`), so a server can never take a built-in's name or another server's; a
// name that had to be changed (a character replaced, or cut to fit) carries a short hash of the original, so
// two originals that read alike stay apart. The original is kept beside it: `tools/call` is sent that one.

export const MCP_NAME_PREFIX = 'mcp__';
const MAX_NAME = 64;
const NOT_ALLOWED = /[^A-Za-z0-9_-]/g;
/** Room for the server's part: the rest is left to the tool's. */
const MAX_SERVER_PART = 20;

export interface McpNamedTool {
  readonly functionName: string;
  readonly originalName: string;
}

export type McpNaming =
  | { readonly ok: true; readonly tools: readonly McpNamedTool[] }
  | { readonly ok: false; readonly reason: string };

/** The server's part of its tools' names: the person's name for it, in allowed characters. */
export function mcpServerPart(serverName: string): string {
  const clean = serverName.replace(NOT_ALLOWED, '_');
  const part =
    clean.length > MAX_SERVER_PART
      ? `${clean.slice(0, MAX_SERVER_PART - 7)}_${shortHash(serverName)}`
      : clean;
  return part === '' ? `s_${shortHash(serverName)}` : part;
}

/** The function name of one tool of the server. */
export function mcpFunctionName(serverName: string, toolName: string): string {
  const head = `${MCP_NAME_PREFIX}${mcpServerPart(serverName)}__`;
  const clean = toolName.replace(NOT_ALLOWED, '_');
  const changed = clean !== toolName || clean === '' || head.length + clean.length > MAX_NAME;
  if (!changed) return head + clean;
  const tag = `_${shortHash(toolName)}`;
  return head + clean.slice(0, MAX_NAME - head.length - tag.length) + tag;
}

/** Every tool of a server named; two tools that end up with one name (or one tool listed twice) are refused. */
export function nameMcpTools(serverName: string, toolNames: readonly string[]): McpNaming {
  const byFunction = new Map<string, string>();
  const tools: McpNamedTool[] = [];
  for (const originalName of toolNames) {
    const functionName = mcpFunctionName(serverName, originalName);
    const earlier = byFunction.get(functionName);
    if (earlier !== undefined) {
      const reason =
        earlier === originalName
          ? `The MCP server ${serverName} lists the tool ${JSON.stringify(originalName)} twice.`
          : `The MCP server ${serverName}'s tools ${JSON.stringify(earlier)} and ${JSON.stringify(originalName)} would both be called ${functionName}, so neither can be told apart.`;
      return { ok: false, reason };
    }
    byFunction.set(functionName, originalName);
    tools.push({ functionName, originalName });
  }
  return { ok: true, tools };
}

/** Two servers under one namespace would mix their tools: refused in words, naming both. */
export function sameNamespaceProblem(serverNames: readonly string[]): string | null {
  const seen = new Map<string, string>();
  for (const name of serverNames) {
    const part = mcpServerPart(name);
    const earlier = seen.get(part);
    if (earlier !== undefined)
      return `The MCP servers ${JSON.stringify(earlier)} and ${JSON.stringify(name)} would share the names mcp__${part}__…: give one another name.`;
    seen.set(part, name);
  }
  return null;
}

/** FNV-1a over the UTF-16 units, as 6 hex digits: short, stable on every machine, no crypto needed. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0').slice(0, 6);
}
