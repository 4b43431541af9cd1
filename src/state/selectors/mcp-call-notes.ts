// What the client had to do to get an MCP call's answer, for its card in the pipeline view. The runtime keeps
// the notes with the answer (the result's `data.notes`, runtime/mcp/mcp-call-notes.ts), so a live run and
// its replay draw the same from the same tool-end. A note the page knows is named, so it can be said in the
// page's language; any other is shown as it was said. Read defensively: `data` is any tool's.
import type { ToolResult } from '../../engine';
import { MCP_SESSION_RESTARTED_NOTE } from '../../runtime/mcp/mcp-call-notes';

export type McpCallNote =
  { readonly kind: 'session-restarted' } | { readonly kind: 'said'; readonly text: string };

export function mcpCallNotes(result: Pick<ToolResult, 'data'>): readonly McpCallNote[] {
  const given = result.data['notes'];
  if (!Array.isArray(given)) return [];
  return given
    .filter((note): note is string => typeof note === 'string')
    .map((text) =>
      text === MCP_SESSION_RESTARTED_NOTE ? { kind: 'session-restarted' } : { kind: 'said', text },
    );
}
