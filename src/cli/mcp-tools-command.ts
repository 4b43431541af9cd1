// `npm run mcp -- tools <url> [--name <server>] [--header …] [--token-env VAR] [--strict]`: connects to an MCP server,
// lists its tools and prints each as the OpenAI function schema the registry builds from it (the same name
// mapping, trust facts and strict rewrite as a session's), one JSON per line. The headers are sent, never printed.
import { BreakerStore, getOpenAITools } from '../engine';
import { McpConnection } from '../runtime/mcp/mcp-connection';
import { vetMcpListing } from '../runtime/mcp/vet-mcp-listing';
import { buildRegistry } from '../runtime/tools/build-registry';
import { loadTokenCounter } from '../runtime/tokens/load-token-counter';
import { HEADER_ARGS_USAGE, readHeaderArg } from './mcp-header-args';
import type { ReplayIo } from './replay-outcome';
import { mcpListingNoteText } from './mcp-listing-words';

export interface ToolsIo extends ReplayIo {
  /** Where --token-env reads from: process.env unless a test passes another. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

export const MCP_EXIT = { ok: 0, failed: 1, invalid: 2 } as const;
export const MCP_TOOLS_USAGE = `npm run mcp -- tools <url> [--name <server>] ${HEADER_ARGS_USAGE} [--strict]`;

export async function runToolsCommand(args: readonly string[], io: ToolsIo): Promise<number> {
  const parsed = parseArgs(args, io.env ?? process.env);
  if (typeof parsed === 'string') {
    io.err(`invalid: ${parsed}\nusage: ${MCP_TOOLS_USAGE}`);
    return MCP_EXIT.invalid;
  }
  const opened = await McpConnection.open({ url: parsed.url, headers: parsed.headers });
  if (!opened.ok) {
    io.err(opened.reason);
    return MCP_EXIT.failed;
  }
  try {
    const { listings, stoppedEarly } = await opened.connection.listToolsBounded();
    const { tools, notes } = vetMcpListing(listings, stoppedEarly);
    for (const note of notes) io.err(mcpListingNoteText(note));
    const name = parsed.name ?? serverPart(opened.connection.serverName);
    const built = buildRegistry(
      { builtin: [], userDefined: [], mcp: [{ name, url: parsed.url, trusted: false, tools }] },
      {},
    );
    if (!built.ok) {
      io.err(built.reason);
      return MCP_EXIT.failed;
    }
    const schema = getOpenAITools(built.registry, new BreakerStore(), 0, {
      strict: parsed.strict,
      countTokens: await loadTokenCounter(),
    });
    for (const tool of schema.tools) io.out(JSON.stringify(tool));
    io.err(
      `${schema.tools.length} tool(s) of ${parsed.url}, protocol ${opened.connection.protocolVersion ?? 'unknown'}`,
    );
    return MCP_EXIT.ok;
  } finally {
    await opened.connection.close();
  }
}

interface ToolsArgs {
  readonly url: string;
  readonly name?: string;
  readonly headers: Record<string, string>;
  readonly strict: boolean;
}

function parseArgs(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): ToolsArgs | string {
  const urls: string[] = [];
  const headers: Record<string, string> = {};
  let name: string | undefined;
  let strict = false;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    const took = readHeaderArg(args, i, headers, env);
    if (typeof took !== 'number') return took.refused;
    if (took > 0) i += took - 1;
    else if (arg === '--name') {
      name = args[(i += 1)];
      if (name === undefined) return `${arg} takes a value`;
    } else if (arg === '--strict') strict = true;
    else if (arg.startsWith('--')) return `unknown option ${arg}`;
    else urls.push(arg);
  }
  if (urls.length !== 1) return `one server URL, ${urls.length} given`;
  if (!URL.canParse(urls[0]!)) return `not a URL: ${urls[0]}`;
  return { url: urls[0]!, strict, headers, ...(name === undefined ? {} : { name }) };
}

/** A server that calls itself `org/everything` is named `everything`. */
function serverPart(serverName: string | undefined): string {
  return serverName?.split('/').at(-1) || 'server';
}
