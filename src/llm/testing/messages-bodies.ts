// What the test server sends on its Messages route (`/messages`): a whole `message` (a text block, then one
// `tool_use` block per call with its input as an object), or the events a real endpoint streams, each named
// on an `event:` line: message_start (input usage, cache figures included), a ping, per block its start, its
// `text_delta` or `input_json_delta` fragments and its stop, then message_delta (stop reason, output usage)
// and message_stop. The same events are the fixtures @anthropic-ai/sdk's reader is checked against.
import { splitFragments, type ServerAnswer } from './completion-bodies';

/** The input usage a Messages answer reports: a prompt partly read from and partly written to the cache. */
export const MESSAGES_INPUT_USAGE = {
  input_tokens: 10,
  cache_read_input_tokens: 4,
  cache_creation_input_tokens: 2,
} as const;

export const MESSAGES_OUTPUT_TOKENS = 5;

const MESSAGE_ID = 'msg_test';

function contentBlocks(answer: ServerAnswer): Record<string, unknown>[] {
  return [
    ...(answer.content === undefined ? [] : [{ type: 'text', text: answer.content }]),
    ...(answer.toolCalls ?? []).map((call) => ({
      type: 'tool_use',
      id: call.id,
      name: call.name,
      input: JSON.parse(call.arguments) as unknown,
    })),
  ];
}

function stopReason(answer: ServerAnswer): string {
  return (answer.toolCalls ?? []).length > 0 ? 'tool_use' : 'end_turn';
}

export function messagesBody(answer: ServerAnswer, model: string): Record<string, unknown> {
  return {
    id: MESSAGE_ID,
    type: 'message',
    role: 'assistant',
    model,
    content: contentBlocks(answer),
    stop_reason: stopReason(answer),
    stop_sequence: null,
    usage: { ...MESSAGES_INPUT_USAGE, output_tokens: MESSAGES_OUTPUT_TOKENS },
  };
}

/** `[event name, data]` pairs, sent as `event:` + `data:` lines (the data's `type` is the event's name). */
export function messagesEvents(answer: ServerAnswer, model: string): [string, Record<string, unknown>][] {
  const events: [string, Record<string, unknown>][] = [];
  const send = (type: string, data: Record<string, unknown> = {}) => events.push([type, { type, ...data }]);
  send('message_start', {
    message: {
      id: MESSAGE_ID,
      type: 'message',
      role: 'assistant',
      model,
      content: [],
      stop_reason: null,
      stop_sequence: null,
      usage: { ...MESSAGES_INPUT_USAGE, output_tokens: 1 },
    },
  });
  send('ping');
  let index = 0;
  if (answer.content !== undefined) {
    send('content_block_start', { index, content_block: { type: 'text', text: '' } });
    for (const piece of splitFragments(answer.content))
      send('content_block_delta', { index, delta: { type: 'text_delta', text: piece } });
    send('content_block_stop', { index });
    index += 1;
  }
  for (const call of answer.toolCalls ?? []) {
    send('content_block_start', {
      index,
      content_block: { type: 'tool_use', id: call.id, name: call.name, input: {} },
    });
    for (const piece of splitFragments(call.arguments))
      send('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: piece } });
    send('content_block_stop', { index });
    index += 1;
  }
  send('message_delta', {
    delta: { stop_reason: stopReason(answer), stop_sequence: null },
    usage: { output_tokens: MESSAGES_OUTPUT_TOKENS },
  });
  send('message_stop');
  return events;
}

/** An Anthropic error body: `{type: 'error', error: {type, message}}`. */
export function messagesErrorBody(type: string, message: string): Record<string, unknown> {
  return { type: 'error', error: { type, message } };
}

/** The SSE text of events, as the server writes them. */
export function sseText(events: readonly (readonly [string, unknown])[]): string {
  return events.map(([name, data]) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`).join('');
}
