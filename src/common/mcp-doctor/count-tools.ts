// How many tools a server lists, following its pages: the doctor names the count, and never calls one.
import { TOOLS_LIST_ID } from './mcp-wire';
import type { ProbeOutcome } from './probe';
import { readRpcAnswer } from './read-rpc-answer';

/** Enough pages for any real server; a server that pages forever is not the doctor's to follow. */
const MAX_PAGES = 20;

/** The count, or why the listing failed: the HTTP status (0 when no answer came or it was not JSON-RPC). */
export async function countTools(
  post: (body: string, id: string) => Promise<ProbeOutcome>,
): Promise<number | { status: number }> {
  let count = 0;
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const params = cursor === undefined ? {} : { params: { cursor } };
    const body = JSON.stringify({ jsonrpc: '2.0', id: TOOLS_LIST_ID, method: 'tools/list', ...params });
    const outcome = await post(body, TOOLS_LIST_ID);
    if (!outcome.answered) return { status: 0 };
    const { status, headers } = outcome.response;
    if (status < 200 || status >= 300) return { status };
    const read = readRpcAnswer(headers.get('content-type'), outcome.body, TOOLS_LIST_ID);
    if (!read.ok || read.message.error !== undefined) return { status: 0 };
    const result = (read.message.result ?? {}) as { tools?: unknown; nextCursor?: unknown };
    count += Array.isArray(result.tools) ? result.tools.length : 0;
    if (typeof result.nextCursor !== 'string' || result.nextCursor === '') return count;
    cursor = result.nextCursor;
  }
  return count;
}
