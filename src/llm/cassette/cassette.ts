// A cassette is every model exchange of a run, in order: what was asked and what came back (a response or an
// error). Replaying it needs no network; comparing each new request with the recorded one detects divergence.
import type { ModelOutcome, ModelRequest, ProviderIdentity, WireExchange } from '../model-types';

/** The request as recorded: everything but the model name, which is provider identity (kept separately). */
export type RecordedRequest = Omit<ModelRequest, 'model'>;

export interface CassetteEntry {
  readonly request: RecordedRequest;
  readonly outcome: ModelOutcome;
  /** What went over the wire, when the recorded provider sent over a network (for the inspector only). */
  readonly wire?: WireExchange;
}

export interface Cassette {
  /** Who answered when it was recorded. Never includes a key. */
  readonly recordedWith: ProviderIdentity;
  readonly entries: readonly CassetteEntry[];
}

export function recordedRequestOf(request: ModelRequest): RecordedRequest {
  return {
    messages: request.messages,
    tools: request.tools,
    toolChoice: request.toolChoice,
    parallelToolCalls: request.parallelToolCalls,
  };
}
