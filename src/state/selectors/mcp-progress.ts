// The latest progress an MCP call reported, for its card in the pipeline view. The runtime keeps a call's
// progress notifications with its answer (tools/mcp/mcp-tool-output.ts puts them in the result's
// `data.progress`), so a live run and its replay draw the same thing from the same tool-end event. Read
// defensively: `data` is any tool's, and a trace file may come from anywhere.
import type { ToolResult } from '../../engine';

export interface McpProgressMark {
  readonly progress: number;
  /** null when the server did not say how much there is. */
  readonly total: number | null;
  readonly message: string | null;
  /** How many progress notifications the call had. */
  readonly updates: number;
}

/** The mark after one more progress event of the running call (`mcp-progress`, decision 0888). */
export function progressHeard(
  before: McpProgressMark | null,
  heard: { readonly progress: number; readonly total?: number; readonly message?: string },
): McpProgressMark {
  return {
    progress: heard.progress,
    total: heard.total ?? null,
    message: heard.message ?? null,
    updates: (before?.updates ?? 0) + 1,
  };
}

export function latestMcpProgress(result: Pick<ToolResult, 'data'>): McpProgressMark | null {
  const given = result.data['progress'];
  if (!Array.isArray(given)) return null;
  const updates = given.filter(isProgress);
  const last = updates.at(-1);
  if (!last) return null;
  return {
    progress: last.progress,
    total: typeof last.total === 'number' ? last.total : null,
    message: typeof last.message === 'string' ? last.message : null,
    updates: updates.length,
  };
}

function isProgress(value: unknown): value is { progress: number; total?: unknown; message?: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { progress?: unknown }).progress === 'number'
  );
}
