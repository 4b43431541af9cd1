// The Request / Response tab: the latest model request, its response or its failure (a model-error, with
// what went over the wire before it failed), and — while the response is still arriving — the streamed
// deltas assembled so far (text, and each tool call's name and argument fragments).
import type { ModelErrorEvent, ModelRequestEvent, ModelResponseEvent, TraceEvent } from '../../engine';
import { lastOfType } from './as-of';

export interface StreamedCall {
  index: number;
  id: string | null;
  name: string;
  arguments: string;
}

export interface ExchangeView {
  readonly request: ModelRequestEvent | null;
  /** Null while the response to the latest request has not arrived (as of the selected event). */
  readonly response: ModelResponseEvent | null;
  /** The latest request failed (as of the selected event): its model-error, with the wire as far as it got. */
  readonly failure: ModelErrorEvent | null;
  readonly deltaCount: number;
  readonly streamedText: string;
  readonly streamedCalls: readonly StreamedCall[];
}

export function selectExchangeView(events: readonly TraceEvent[]): ExchangeView {
  const request = lastOfType(events, 'model-request');
  const response = lastOfType(events, 'model-response');
  const from = request?.position ?? 0;
  const answered = response !== null && response.position > from;
  let streamedText = '';
  let deltaCount = 0;
  const calls = new Map<number, StreamedCall>();
  let failure: ModelErrorEvent | null = null;
  for (let i = from; i < events.length; i++) {
    const event = events[i]!;
    if (event.type === 'model-error' && event.scope === request?.event.scope) failure = event;
    if (event.type !== 'model-delta' || event.scope !== request?.event.scope) continue;
    deltaCount++;
    const delta = event.delta;
    if (delta.kind === 'text') {
      streamedText += delta.text;
      continue;
    }
    const call = calls.get(delta.index) ?? { index: delta.index, id: null, name: '', arguments: '' };
    if (delta.id !== undefined) call.id = delta.id;
    if (delta.name !== undefined) call.name += delta.name;
    if (delta.argumentsFragment !== undefined) call.arguments += delta.argumentsFragment;
    calls.set(delta.index, call);
  }
  return {
    request: request?.event ?? null,
    response: answered || request === null ? (response?.event ?? null) : null,
    failure,
    deltaCount,
    streamedText,
    streamedCalls: [...calls.values()].sort((a, b) => a.index - b.index),
  };
}
