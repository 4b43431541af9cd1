// Server-sent events as far as the MCP lane needs them: the `data` of each whole event in a buffer, and the
// rest (an event not yet ended) to wait for more. Comments, ids, retries and events without data (a server's
// priming event for resumption) carry no JSON-RPC message and are passed over.

export interface SseData {
  readonly data: readonly string[];
  readonly rest: string;
}

export function sseDataOf(buffer: string): SseData {
  const data: string[] = [];
  const blocks = buffer.split(/\r\n\r\n|\n\n|\r\r/);
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const lines = block
      .split(/\r\n|\n|\r/)
      .filter((line) => line === 'data' || line.startsWith('data:'))
      .map((line) => line.slice('data:'.length).replace(/^ /, ''));
    if (lines.length > 0 && lines.join('') !== '') data.push(lines.join('\n'));
  }
  return { data, rest };
}
