// One request to a model endpoint, from the asking to the outcome, as every live provider makes it (here beside
// the OpenAI machinery it is made of, which the Anthropic provider shares): the two clocks (total and idle),
// the response limits applied as the bytes arrive, the recording fetch, and the one ladder from what happened to what the run is told. The order of the ladder is the point: a limit passed or a
// clock run out stops the request by aborting it, so the abort that follows must be told as that cause, not as
// a failure of its own; a stop the person asked for is a stop; a stream cut after some events is told apart
// from an answer that never came. Each protocol says only how to ask and how its own failures read.
import type { WireApi } from '../../engine/trace/wire-exchange';
import type { CompleteOptions, ModelError, ModelOutcome, ModelResponse } from '../model-types';
import { keyScrubbedError } from '../key-scrubbed-error';
import { abortedOutcome } from '../response-deltas';
import { ResponseLimitGuard } from '../response-limits/response-limit-guard';
import { DEFAULT_RESPONSE_LIMITS, responseLimitError } from '../response-limits/response-limits';
import type { Read } from './completion-shape';
import { timeoutError, type ErrorContext } from './map-openai-error';
import { RequestWatch } from './request-watch';
import { eventsBeforeCut, streamCutError } from './stream-cut';
import { recordWire, type WireRecorder } from './wire-fetch';

/** What reading the answer ended in: the response, a problem with it, or the endpoint's own failure. */
export type EndpointAnswer = Read<ModelResponse> | { readonly ok: false; readonly failure: ModelError };

export interface EndpointProtocol {
  readonly api: WireApi;
  readonly apiKey: string;
  readonly context: ErrorContext;
  /** Sends the request through `fetch` (it records the exchange) and reads the answer. */
  readonly ask: (
    fetch: typeof globalThis.fetch,
    watch: RequestWatch,
    guard: ResponseLimitGuard,
  ) => Promise<EndpointAnswer>;
  /** An answer that arrived but is not a response of this protocol. */
  readonly badAnswer: (problem: string) => ModelError;
  /** A thrown failure none of the shared causes explain, with the recorder to read what did arrive. */
  readonly thrown: (error: unknown, wire: WireRecorder) => ModelError;
}

/** From sending the request to the last byte of the answer, in ms. */
export const DEFAULT_TIMEOUT_MS = 300_000;
/** The longest silence between events of a streamed answer, in ms. */
export const DEFAULT_IDLE_TIMEOUT_MS = 60_000;

/** What an endpoint's failures are told with: its address, its model and its two clocks. */
export function endpointContext(settings: {
  readonly baseURL: string;
  readonly model: string;
  readonly timeoutMs?: number;
  readonly idleTimeoutMs?: number;
}): ErrorContext {
  return {
    baseURL: settings.baseURL,
    model: settings.model,
    timeoutMs: settings.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    idleTimeoutMs: settings.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS,
  };
}

export async function requestEndpoint(
  protocol: EndpointProtocol,
  options: CompleteOptions,
): Promise<ModelOutcome> {
  const { context, apiKey } = protocol;
  const failed = (error: ModelError): ModelOutcome => ({
    ok: false,
    // The key never appears in what the page shows or records, even if the endpoint echoed it.
    error: keyScrubbedError(error, apiKey),
  });
  const watch = new RequestWatch(options.signal, context.timeoutMs, context.idleTimeoutMs);
  // A response past a limit is stopped where it passes it: the body's bytes as they arrive (before a reader
  // buffers a line), each call and argument fragment as it is assembled (before the page hears of it).
  const guard = new ResponseLimitGuard(options.limits ?? DEFAULT_RESPONSE_LIMITS, () => watch.stop());
  const wire = recordWire(protocol.api, apiKey, undefined, (bytes) => guard.body(bytes));
  try {
    const answer = await protocol.ask(wire.fetch, watch, guard);
    const passed = guard.passed ?? (answer.ok ? guard.response(answer.value) : null);
    if (passed) return failed(responseLimitError(passed));
    if (watch.expired) return failed(timeoutError(watch.expired, context));
    // A reader may end a stream's iteration quietly when the signal fires between events: a stop.
    if (options.signal.aborted) return abortedOutcome;
    if (answer.ok) return { ok: true, response: answer.value };
    return failed('failure' in answer ? answer.failure : protocol.badAnswer(answer.problem));
  } catch (error) {
    if (guard.passed) return failed(responseLimitError(guard.passed));
    if (watch.expired) return failed(timeoutError(watch.expired, context));
    if (options.signal.aborted) return abortedOutcome;
    const cutAfter = eventsBeforeCut(wire.exchange());
    if (cutAfter !== null) return failed(streamCutError(context.baseURL, cutAfter, messageOf(error)));
    return failed(protocol.thrown(error, wire));
  } finally {
    watch.dispose();
    const exchange = wire.exchange();
    if (exchange) options.onWire?.(exchange);
  }
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
