// `notifications/tools/list_changed`, heard by a live connection, becomes a recorded input before the next
// model request: the runtime lists the server again there and records what it said (`mcp-tools-changed`),
// so the step's schema follows the server live and a replay makes the same change at the same step without
// it. Only the before-step boundary asks: the schema is built right after it.
import type { McpToolListing } from '../../tools/mcp/mcp-server-spec';
import type { Anchor, RecordedInput } from '../spec/recorded-input';
import type { McpToolSwapper } from './swap-mcp-tools';

/** What a live caller heard since it was last asked: each server address whose tools changed, listed again. */
export interface McpToolsWatch {
  relistChanged(): Promise<readonly { readonly url: string; readonly tools: readonly McpToolListing[] }[]>;
}

export async function mcpToolChanges(
  watch: McpToolsWatch | undefined,
  swapper: McpToolSwapper,
  at: Anchor,
): Promise<RecordedInput[]> {
  if (!watch || at.phase !== 'before-step') return [];
  const changed = await watch.relistChanged();
  return changed.flatMap(({ url, tools }) =>
    swapper
      .servers()
      .filter((server) => server.url === url)
      .map((server): RecordedInput => ({ type: 'mcp-tools-changed', at, server: server.name, tools })),
  );
}
