// Providers that already hold the whole response (scripted, cassette, human) still stream it as deltas, so
// the UI shows every provider the same way. Deterministic: the same response always yields the same deltas.
import type { ModelDelta, ModelResponse } from './model-types';

const FRAGMENT_CHARS = 16;

export function deltasOf(response: ModelResponse): ModelDelta[] {
  const deltas: ModelDelta[] = [];
  if (response.content) deltas.push({ type: 'text', text: response.content });
  response.toolCalls.forEach((call, index) => {
    deltas.push({ type: 'tool-call-start', index, id: call.id, name: call.name });
    for (let at = 0; at < call.arguments.length; at += FRAGMENT_CHARS) {
      deltas.push({
        type: 'tool-call-arguments',
        index,
        fragment: call.arguments.slice(at, at + FRAGMENT_CHARS),
      });
    }
  });
  return deltas;
}

export const abortedOutcome = {
  ok: false,
  error: { kind: 'aborted', message: 'The model request was stopped.', hints: [] },
} as const;
