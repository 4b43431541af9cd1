// What the provider and record/replay tests share: a Read tool as the schema offers it, a one-turn request
// asking for it, a two-call answer, the two-turn script a live run answers (two Reads, then a final answer),
// and a live run spec pointing at the local server. One definition, so a change of shape is made once.
import type { FunctionToolSchema, ModelRequest } from '../model-types';
import type { ServerAnswer } from './completion-bodies';
import type { OpenAICompatibleServer } from './openai-compatible-server';

export const readTool: FunctionToolSchema = {
  type: 'function',
  function: {
    name: 'Read',
    description: 'Read a file',
    parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
  },
};

/** A first turn: a system prompt, one user message and the Read tool. */
export function readRequest(user: string, parallelToolCalls = true): ModelRequest {
  return {
    model: 'ignored',
    messages: [
      { role: 'system', content: 'You are a code agent.' },
      { role: 'user', content: user },
    ],
    tools: [readTool],
    toolChoice: 'auto',
    parallelToolCalls,
  };
}

export const twoReadsAnswer = {
  content: 'Reading both.',
  toolCalls: [
    { id: 'call_1', name: 'Read', arguments: '{"path":"src/a.ts"}' },
    { id: 'call_2', name: 'Read', arguments: '{"path":"src/b.ts","start_line":10}' },
  ],
} satisfies ServerAnswer;

/** The workspace the two-turn script reads. */
export const twoTurnFiles = { 'src/a.ts': 'export const a = 1;\n', 'src/b.ts': 'export const b = 2;\n' };

/** Queues the two-turn script on the server: two Reads at once, then the final answer. */
export function enqueueTwoTurnReads(server: OpenAICompatibleServer): void {
  server.enqueue(
    {
      type: 'answer',
      answer: {
        content: 'Reading.',
        toolCalls: [
          { id: 'call_a', name: 'Read', arguments: '{"path":"src/a.ts"}' },
          { id: 'call_b', name: 'Read', arguments: '{"path":"src/b.ts"}' },
        ],
      },
    },
    { type: 'answer', answer: { content: 'a is 1 and b is 2.' } },
  );
}
