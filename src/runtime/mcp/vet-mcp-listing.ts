// A server's `tools/list` held to the listing limits (tools/mcp/mcp-listing-limits.ts) before a session
// records it, here in the runtime worker where schemas may be compiled (decision 0113): one bad tool is
// refused alone, in words, and every other tool is kept. Refused are a name too long to send back, a schema
// nested too deep for a session document, one whose pattern RE2 cannot take, and one ajv cannot compile
// (a tool whose arguments could never be checked). Long descriptions are cut and say so themselves, since
// the model reads them too; tools past the cap are counted, not kept.
import { firstUnsupportedPattern } from '../../common/schema-patterns/unsupported-patterns';
import { describePatternProblem } from '../../common/schema-patterns/pattern-problem';
import { nestsDeeperThan } from '../../common/json-depth';
import { checkAgainstSchema } from '../../engine/validation/check-against-schema';
import {
  MCP_MAX_DESCRIPTION_CHARS,
  MCP_MAX_SCHEMA_DEPTH,
  MCP_MAX_TOOL_NAME_CHARS,
  MCP_MAX_TOOLS,
  type McpListingNote,
} from '../../tools/mcp/mcp-listing-limits';
import type { McpToolListing } from '../../tools/mcp/mcp-server-spec';
import { mcpParameters } from '../../tools/mcp/mcp-tool';

export interface VettedListing {
  readonly tools: readonly McpToolListing[];
  readonly notes: readonly McpListingNote[];
}

/** `stoppedEarly`: the listing stopped while the server still had pages (mcp-connection.ts). */
export function vetMcpListing(listed: readonly McpToolListing[], stoppedEarly = false): VettedListing {
  const notes: McpListingNote[] = [];
  const tools: McpToolListing[] = [];
  let overCap = 0;
  for (const [examined, listing] of listed.entries()) {
    // Only the first MCP_MAX_TOOLS are examined, kept or refused: past them a tool is only counted, so a
    // server of a thousand bad tools costs a hundred compiles and as many notes, not a thousand.
    if (examined >= MCP_MAX_TOOLS) {
      overCap += 1;
      continue;
    }
    const refused = refusalOf(listing);
    if (refused) notes.push(refused);
    else tools.push(cutTexts(listing, notes));
  }
  if (overCap > 0) notes.unshift({ kind: 'tools-capped', listed: listed.length, examined: MCP_MAX_TOOLS });
  if (stoppedEarly) notes.unshift({ kind: 'listing-stopped', listed: listed.length });
  return { tools, notes };
}

function refusalOf(listing: McpToolListing): McpListingNote | null {
  const refuse = (refusal: McpListingNote & { kind: 'tool-refused' }) => refusal;
  const tool = listing.name.length > MCP_MAX_TOOL_NAME_CHARS ? listing.name.slice(0, 200) : listing.name;
  if (listing.name.length > MCP_MAX_TOOL_NAME_CHARS)
    return refuse({
      kind: 'tool-refused',
      tool,
      refusal: 'name-too-long',
      detail: `${listing.name.length}`,
    });
  if (nestsDeeperThan(listing.inputSchema, MCP_MAX_SCHEMA_DEPTH))
    return refuse({
      kind: 'tool-refused',
      tool,
      refusal: 'schema-too-deep',
      detail: `${MCP_MAX_SCHEMA_DEPTH}`,
    });
  const pattern = firstUnsupportedPattern(listing.inputSchema);
  if (pattern)
    return refuse({
      kind: 'tool-refused',
      tool,
      refusal: 'schema-pattern',
      detail: `${pattern.pointer}: ${describePatternProblem(pattern.problem)}`,
    });
  const checked = checkAgainstSchema(mcpParameters(listing.inputSchema), []);
  if (!checked.compiles)
    return refuse({
      kind: 'tool-refused',
      tool,
      refusal: 'schema-does-not-compile',
      detail: checked.message,
    });
  return null;
}

function cutTexts(listing: McpToolListing, notes: McpListingNote[]): McpToolListing {
  const cut = (text: string) => {
    if (text.length <= MCP_MAX_DESCRIPTION_CHARS) return text;
    notes.push({
      kind: 'description-cut',
      tool: listing.name,
      chars: text.length,
      kept: MCP_MAX_DESCRIPTION_CHARS,
    });
    return `${text.slice(0, MCP_MAX_DESCRIPTION_CHARS)}\n[The server's text was ${text.length} characters; cut at ${MCP_MAX_DESCRIPTION_CHARS}.]`;
  };
  return {
    ...listing,
    ...(listing.title === undefined ? {} : { title: cut(listing.title) }),
    ...(listing.description === undefined ? {} : { description: cut(listing.description) }),
  };
}
