// Server-sent events read from a response body as its bytes arrive: one `{ event, data }` per block ended by a
// blank line, `data` lines joined with newlines, comments (`:`) and `id`/`retry` fields skipped. Written here
// rather than taken from @anthropic-ai/sdk so the page's bundle carries no SDK for one protocol (decision
// 0815); a block cut off by the end of the body is not an event (the wire recorder keeps it, marked partial).
export interface ServerSentEvent {
  /** The `event:` field; absent when the block named none. */
  readonly event?: string;
  readonly data: string;
}

export async function* serverSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pending = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending += decoder.decode(value, { stream: true });
      const blocks = pending.split(/\r\n\r\n|\n\n|\r\r/);
      pending = blocks.pop() ?? '';
      for (const block of blocks) {
        const event = eventOf(block);
        if (event) yield event;
      }
    }
    pending += decoder.decode();
    // The body ended cleanly: a last block without its blank line is still whole.
    const last = eventOf(pending);
    if (last) yield last;
  } finally {
    // Leaving early (a limit, an error event, a stop) closes the connection instead of draining it.
    await reader.cancel().catch(() => undefined);
  }
}

function eventOf(block: string): ServerSentEvent | undefined {
  let event: string | undefined;
  const data: string[] = [];
  for (const line of block.split(/\r\n|\n|\r/)) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
  }
  if (data.length === 0 && event === undefined) return undefined;
  return { ...(event === undefined ? {} : { event }), data: data.join('\n') };
}
