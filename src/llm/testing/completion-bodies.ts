// What the test server sends: a chat.completion, or the chat.completion.chunk sequence a real endpoint
// streams (role first, then text, then each tool call's id and name followed by argument fragments).

export interface ServerAnswer {
  readonly content?: string;
  readonly toolCalls?: readonly { readonly id: string; readonly name: string; readonly arguments: string }[];
}

/** Small enough that every non-trivial arguments string arrives in several fragments. */
const FRAGMENT_CHARS = 7;

export function completionBody(answer: ServerAnswer, model: string): Record<string, unknown> {
  const toolCalls = answer.toolCalls ?? [];
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: answer.content ?? null,
          ...(toolCalls.length > 0
            ? {
                tool_calls: toolCalls.map((call) => ({
                  id: call.id,
                  type: 'function',
                  function: { name: call.name, arguments: call.arguments },
                })),
              }
            : {}),
        },
        finish_reason: toolCalls.length > 0 ? 'tool_calls' : 'stop',
      },
    ],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  };
}

/** With `includeUsage` (the request's stream_options.include_usage), a last chunk carries the usage. */
export function streamChunks(
  answer: ServerAnswer,
  model: string,
  includeUsage = false,
): Record<string, unknown>[] {
  const chunk = (delta: Record<string, unknown>, finish: string | null = null): Record<string, unknown> => ({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 0,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  });
  const chunks = [chunk({ role: 'assistant', content: '' })];
  if (answer.content) {
    for (const piece of splitFragments(answer.content)) chunks.push(chunk({ content: piece }));
  }
  const toolCalls = answer.toolCalls ?? [];
  toolCalls.forEach((call, index) => {
    chunks.push(
      chunk({
        tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.name, arguments: '' } }],
      }),
    );
    for (const piece of splitFragments(call.arguments)) {
      chunks.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
    }
  });
  chunks.push(chunk({}, toolCalls.length > 0 ? 'tool_calls' : 'stop'));
  if (includeUsage)
    chunks.push({
      ...chunk({}),
      choices: [],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    });
  return chunks;
}

export function splitFragments(text: string): string[] {
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += FRAGMENT_CHARS) pieces.push(text.slice(i, i + FRAGMENT_CHARS));
  return pieces;
}
