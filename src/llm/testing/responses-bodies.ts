// What the test server sends on its Responses API route: a `response` object whose `output` holds a message
// item and one `function_call` item per call (each with its call_id), or the event sequence a real endpoint
// streams (created, the message's text deltas, each call announced then its argument fragments, completed).
import { splitFragments, type ServerAnswer } from './completion-bodies';

const USAGE = { input_tokens: 10, output_tokens: 5, total_tokens: 15 };

function outputItems(answer: ServerAnswer): Record<string, unknown>[] {
  return [
    ...(answer.content === undefined
      ? []
      : [
          {
            type: 'message',
            id: 'msg_test',
            role: 'assistant',
            status: 'completed',
            content: [{ type: 'output_text', text: answer.content, annotations: [] }],
          },
        ]),
    ...(answer.toolCalls ?? []).map((call, n) => ({
      type: 'function_call',
      id: `fc_test_${n}`,
      call_id: call.id,
      name: call.name,
      arguments: call.arguments,
      status: 'completed',
    })),
  ];
}

export function responsesBody(answer: ServerAnswer, model: string): Record<string, unknown> {
  return {
    id: 'resp_test',
    object: 'response',
    created_at: 0,
    status: 'completed',
    model,
    output: outputItems(answer),
    usage: USAGE,
  };
}

/** `[event name, data]` pairs, sent as `event:` + `data:` lines. */
export function responsesEvents(answer: ServerAnswer, model: string): [string, Record<string, unknown>][] {
  const events: [string, Record<string, unknown>][] = [];
  const send = (type: string, data: Record<string, unknown>) =>
    events.push([type, { type, sequence_number: events.length, ...data }]);
  const shell = { id: 'resp_test', object: 'response', created_at: 0, model, output: [] };
  send('response.created', { response: { ...shell, status: 'in_progress' } });
  let index = 0;
  if (answer.content !== undefined) {
    const item = { type: 'message', id: 'msg_test', role: 'assistant', status: 'in_progress', content: [] };
    send('response.output_item.added', { output_index: index, item });
    for (const piece of splitFragments(answer.content))
      send('response.output_text.delta', {
        item_id: 'msg_test',
        output_index: index,
        content_index: 0,
        delta: piece,
      });
    send('response.output_item.done', {
      output_index: index,
      item: outputItems({ content: answer.content })[0],
    });
    index += 1;
  }
  (answer.toolCalls ?? []).forEach((call, n) => {
    const id = `fc_test_${n}`;
    const item = {
      type: 'function_call',
      id,
      call_id: call.id,
      name: call.name,
      arguments: '',
      status: 'in_progress',
    };
    send('response.output_item.added', { output_index: index, item });
    for (const piece of splitFragments(call.arguments))
      send('response.function_call_arguments.delta', { item_id: id, output_index: index, delta: piece });
    send('response.function_call_arguments.done', {
      item_id: id,
      output_index: index,
      arguments: call.arguments,
    });
    send('response.output_item.done', {
      output_index: index,
      item: { ...item, arguments: call.arguments, status: 'completed' },
    });
    index += 1;
  });
  send('response.completed', { response: responsesBody(answer, model) });
  return events;
}
