// Providers that already hold the whole response (scripted, cassette, human) still stream it as deltas, so
// the UI shows every provider the same way: one delta per token, as an OpenAI-compatible endpoint streams
// (the pipeline view counts the tokens as they come, issue 15). Deterministic: the same response always
// yields the same deltas, and deltas are outside the trace hash and the point (decision 0402), so how finely
// a response is cut changes no hash and no place a session can return to.
import type { ModelDelta, ModelResponse } from './model-types';

/**
 * Token-sized pieces: a word with the space before it, up to three digits, a run of punctuation, a run of
 * spaces. The same cuts o200k_base's pre-tokenizer makes before merging, so a common English word or a JSON
 * key is one piece as it is one token; rarer words are one piece where the tokenizer would use two.
 */
const TOKEN_PIECE = /\s?[\p{L}\p{M}]+|\s?\p{N}{1,3}|\s?[^\s\p{L}\p{M}\p{N}]+|\s+/gu;

/** The text cut into token-sized pieces; joined they give the text back exactly. */
export function tokenPieces(text: string): string[] {
  return text.match(TOKEN_PIECE) ?? [];
}

export function deltasOf(response: ModelResponse): ModelDelta[] {
  const deltas: ModelDelta[] = [];
  if (response.content) {
    for (const text of tokenPieces(response.content)) deltas.push({ type: 'text', text });
  }
  response.toolCalls.forEach((call, index) => {
    deltas.push({ type: 'tool-call-start', index, id: call.id, name: call.name });
    for (const fragment of tokenPieces(call.arguments)) {
      deltas.push({ type: 'tool-call-arguments', index, fragment });
    }
  });
  return deltas;
}

export const abortedOutcome = {
  ok: false,
  error: { kind: 'aborted', message: 'The model request was stopped.', hints: [] },
} as const;
