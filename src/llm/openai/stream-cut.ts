// A stream that stopped mid-answer — the connection closed (or broke) after some events and before the
// stream's end — is its own failure: the base URL and the API were right, since events arrived. Told apart
// from "not an OpenAI-compatible API" by what the wire recorder saw: an SSE answer with events in it.
import type { WireExchange } from '../../engine/trace/wire-exchange';
import type { ModelError } from '../model-types';

/** The events received before the cut, or null when the answer was no stream that had begun. */
export function eventsBeforeCut(exchange: WireExchange | undefined): number | null {
  const response = exchange?.response;
  if (!response || response.status >= 400 || response.chunks === undefined) return null;
  const chunks = response.chunks;
  // A stream that said its end (`[DONE]`, Anthropic's `message_stop`) was whole: what failed was reading it.
  if (chunks.some((chunk) => chunk.data === '[DONE]' || chunk.event === 'message_stop')) return null;
  return chunks.filter((chunk) => chunk.partial !== true).length;
}

export function streamCutError(baseURL: string, events: number, cause: string): ModelError {
  return {
    kind: 'stream-cut',
    message: `The stream from ${baseURL} was cut off after ${events} event${events === 1 ? '' : 's'}: the connection closed before the answer ended (${cause}).`,
    hints: [
      'The events received before the cut are in the Request / Response tab.',
      'Retry this step: a cut stream is usually a dropped connection or a proxy timing out.',
    ],
  };
}
