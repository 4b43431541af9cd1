// A `tools/list` entry as a session records it: the fields the registry and the page read, and nothing the
// server added beside them (icons, _meta, outputSchema: the client checks that one itself, at the call).
import type { McpToolAnnotations, McpToolListing } from '../../tools/mcp/mcp-server-spec';
import type { ObjectSchema } from '../../engine/protocol/json-schema';

const HINTS = ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'] as const;

export function listingOf(tool: {
  readonly name: string;
  readonly title?: string | undefined;
  readonly description?: string | undefined;
  readonly inputSchema: object;
  readonly annotations?: Readonly<Record<string, unknown>> | undefined;
}): McpToolListing {
  return {
    name: tool.name,
    ...(typeof tool.title === 'string' ? { title: tool.title } : {}),
    ...(typeof tool.description === 'string' ? { description: tool.description } : {}),
    inputSchema: tool.inputSchema as ObjectSchema,
    ...(tool.annotations ? { annotations: annotationsOf(tool.annotations) } : {}),
  };
}

function annotationsOf(given: Readonly<Record<string, unknown>>): McpToolAnnotations {
  const kept: Record<string, unknown> = {};
  if (typeof given.title === 'string') kept.title = given.title;
  for (const hint of HINTS) if (typeof given[hint] === 'boolean') kept[hint] = given[hint];
  return kept;
}
