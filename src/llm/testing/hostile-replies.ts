// Replies no real model sends, for the local test server (openai-compatible-server.ts), to prove the response
// limits hold (docs/limits.md): thousands of tool calls in one streamed turn, one argument of tens of MB, a
// stream that never ends. Each is streamed as Chat Completions chunks generated as they are written (the
// server never holds the whole answer), respecting backpressure, and stops when the client goes away — which
// is what a limit must make it do. Kept apart from the server's ordinary replies so failure modes added
// there (429, 500, a cut stream) and these never touch the same lines.
import type { ServerResponse } from 'node:http';

export type HostileReply =
  /** `calls` tool calls to `toolName`, each with the same small arguments, in one streamed turn. */
  | {
      readonly type: 'many-calls';
      readonly calls: number;
      readonly toolName?: string;
      readonly argumentsText?: string;
    }
  /**
   * One call whose arguments are `bytes` bytes long (`{"path":…,"content":"xxx…"}`), in fragments of
   * `fragmentBytes` (default 64 KB; as large as `bytes` for one giant event).
   */
  | {
      readonly type: 'huge-argument';
      readonly bytes: number;
      readonly fragmentBytes?: number;
      readonly toolName?: string;
    }
  /** Text, `pieceBytes` at a time, until the client hangs up. */
  | { readonly type: 'endless'; readonly pieceBytes?: number };

export type HostileReplyType = HostileReply['type'];

export const HOSTILE_REPLY_TYPES: ReadonlySet<string> = new Set<HostileReplyType>([
  'many-calls',
  'huge-argument',
  'endless',
]);

export function isHostileReply(reply: { readonly type: string }): reply is HostileReply {
  return HOSTILE_REPLY_TYPES.has(reply.type);
}

const DEFAULT_FRAGMENT_BYTES = 64 * 1024;
const DEFAULT_PIECE_BYTES = 1024;

/** Streams the reply as SSE; ends with [DONE] unless it is endless or the client left first. */
export function playHostile(reply: HostileReply, res: ServerResponse, model: string): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  void writeUntilClosed(res, hostileEvents(reply, model));
}

/** The reply's SSE `data:` payloads, made one at a time. */
export function* hostileEvents(reply: HostileReply, model: string): Generator<string> {
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
    JSON.stringify({
      id: 'chatcmpl-hostile',
      object: 'chat.completion.chunk',
      created: 0,
      model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    });
  const callStart = (index: number, name: string, args: string) =>
    chunk({
      tool_calls: [{ index, id: `call_${index}`, type: 'function', function: { name, arguments: args } }],
    });
  const fragment = (index: number, args: string) =>
    chunk({ tool_calls: [{ index, function: { arguments: args } }] });
  yield chunk({ role: 'assistant', content: '' });
  switch (reply.type) {
    case 'many-calls': {
      const args = reply.argumentsText ?? '{"path":"README.md"}';
      for (let index = 0; index < reply.calls; index++)
        yield callStart(index, reply.toolName ?? 'Read', args);
      yield chunk({}, 'tool_calls');
      return;
    }
    case 'huge-argument': {
      const head = '{"path":"big.txt","content":"';
      const tail = '"}';
      yield callStart(0, reply.toolName ?? 'Write', head);
      const size = reply.fragmentBytes ?? DEFAULT_FRAGMENT_BYTES;
      const filler = 'x'.repeat(Math.min(size, reply.bytes));
      for (let left = reply.bytes - head.length - tail.length; left > 0; left -= size)
        yield fragment(0, left >= size ? filler : filler.slice(0, left));
      yield fragment(0, tail);
      yield chunk({}, 'tool_calls');
      return;
    }
    case 'endless': {
      const piece = 'x'.repeat(reply.pieceBytes ?? DEFAULT_PIECE_BYTES);
      for (;;) yield chunk({ content: piece });
    }
  }
}

async function writeUntilClosed(res: ServerResponse, events: Iterator<string>): Promise<void> {
  for (;;) {
    if (res.destroyed || res.writableEnded) return;
    const next = events.next();
    if (next.done) {
      res.end('data: [DONE]\n\n');
      return;
    }
    if (!res.write(`data: ${next.value}\n\n`)) {
      if (!(await drainedOrClosed(res))) return;
    }
  }
}

/** True once the socket takes more, false if the client hung up first. */
function drainedOrClosed(res: ServerResponse): Promise<boolean> {
  return new Promise((resolve) => {
    const settle = (open: boolean) => {
      res.off('drain', onDrain);
      res.off('close', onClose);
      resolve(open);
    };
    const onDrain = () => settle(true);
    const onClose = () => settle(false);
    res.on('drain', onDrain);
    res.on('close', onClose);
  });
}
