// The turn the model is writing, for the conversation: from the main agent's model-request until the turn
// joins the history (its history-append, or for a final answer the step-end), the text and tool calls as the
// deltas have written them so far, then as the response assembled them. Without it the conversation stayed
// empty while the answer streamed and the calls ran, and only the pipeline's Response box showed it typing.
import type { ModelDeltaEvent, ModelRequestEvent, ModelResponseEvent, TraceEvent } from '../../engine';
import { responseStage, type ResponseStage } from './response-stage';

export interface PendingTurn {
  /** The request's seq: the turn's key (a new request starts a new turn). */
  readonly requestSeq: number;
  readonly response: ResponseStage;
}

/** The events after which the turn is no longer pending: in the history, or the run ended without it. */
const ENDS_TURN = new Set<TraceEvent['type']>(['history-append', 'step-end', 'run-end']);

export function selectPendingTurn(events: readonly TraceEvent[]): PendingTurn | null {
  let request: ModelRequestEvent | null = null;
  let from = 0;
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i]!;
    if (event.scope !== undefined) continue;
    if (ENDS_TURN.has(event.type)) return null;
    if (event.type === 'model-request') {
      request = event;
      from = i + 1;
      break;
    }
  }
  if (request === null) return null;
  const deltas: ModelDeltaEvent[] = [];
  let response: ModelResponseEvent | null = null;
  for (let i = from; i < events.length; i++) {
    const event = events[i]!;
    if (event.scope !== undefined) continue;
    if (event.type === 'model-delta') deltas.push(event);
    else if (event.type === 'model-response') response = event;
  }
  return { requestSeq: request.seq, response: responseStage(request, response, deltas)! };
}
