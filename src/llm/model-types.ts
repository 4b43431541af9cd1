// The one interface every model provider implements. Shapes follow the OpenAI chat-completions wire format,
// because that is what the playground teaches: what we pass here is what an OpenAI-compatible endpoint receives.
import type { ObjectSchema } from '../engine/protocol/json-schema';
import type { ResponseAssumption } from '../engine/trace/response-assumption';
import type { WireExchange } from '../engine/trace/wire-exchange';
import type { AnswerMisfit } from './answer-misfit';
import type {
  ChatMessage,
  ChatToolCall,
  ChatToolChoice,
  FinishReason,
  ModelToolCall,
  TokenUsage,
} from '../engine/protocol/chat-wire';

export type { AnswerMisfit, ResponseAssumption, WireExchange };

/** The Chat Completions shapes are the engine's (engine/protocol/chat-wire.ts); the providers speak them. */
export type WireMessage = ChatMessage;
export type WireToolCall = ChatToolCall;
export type ToolChoice = ChatToolChoice;
export type ModelUsage = TokenUsage;
export type { FinishReason, ModelToolCall };

/** One entry of the `tools` array: an OpenAI function schema. */
export interface FunctionToolSchema {
  readonly type: 'function';
  readonly function: {
    readonly name: string;
    readonly description: string;
    readonly parameters: ObjectSchema;
  };
}

export interface ModelRequest {
  readonly model: string;
  readonly messages: readonly WireMessage[];
  readonly tools: readonly FunctionToolSchema[];
  readonly toolChoice: ToolChoice;
  readonly parallelToolCalls: boolean;
}

export interface ModelResponse {
  readonly content: string | null;
  readonly toolCalls: readonly ModelToolCall[];
  readonly finishReason: FinishReason;
  readonly usage?: ModelUsage;
  /** What had to be assumed to read the endpoint's answer; absent when it was a plain completion. */
  readonly assumptions?: readonly ResponseAssumption[];
}

/** Streamed pieces of a response, in arrival order. Shown live; never part of the trace hash. */
export type ModelDelta =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'tool-call-start'; readonly index: number; readonly id: string; readonly name: string }
  | { readonly type: 'tool-call-arguments'; readonly index: number; readonly fragment: string };

export type ModelErrorKind =
  | 'auth'
  | 'model-not-found'
  | 'rate-limited'
  | 'server'
  | 'timeout'
  | 'network-or-cors'
  | 'bad-request'
  | 'bad-response'
  /** A streamed answer that stopped mid-way: the connection closed before the stream's end. */
  | 'stream-cut'
  /** An endpoint with no API key given for it: nothing was sent. */
  | 'no-key'
  | 'aborted'
  | 'script-exhausted'
  | 'diverged'
  | 'invalid-turn'
  /** The response passed one of the run's response limits while it streamed: `limit` says which. */
  | 'response-too-large';

/** What one model response may send (the run settings' `responseLimits`, shared by every provider). */
export interface ResponseLimits {
  /** Bytes of the response body as they arrive, framing included. */
  readonly maxResponseBytes: number;
  readonly maxToolCalls: number;
  /** UTF-8 bytes of one call's arguments text. */
  readonly maxArgumentBytes: number;
}

export type ResponseLimitName = keyof ResponseLimits;

/** Which limit a response passed, and its figure. */
export interface ResponseLimitPassed {
  readonly name: ResponseLimitName;
  readonly max: number;
}

export interface ModelError {
  readonly kind: ModelErrorKind;
  /** One English sentence saying what happened, specific enough to act on. */
  readonly message: string;
  /** What the user can try; empty when there is nothing to suggest. */
  readonly hints: readonly string[];
  readonly status?: number;
  /** From a 429's or a 5xx's `retry-after` (or `retry-after-ms`) header. */
  readonly retryAfterMs?: number;
  /** With `response-too-large`: the limit passed, so the page can word it in its language. */
  readonly limit?: ResponseLimitPassed;
  /** A `diverged` re-run: why the recorded answer no longer fits (answer-misfit.ts). */
  readonly misfit?: AnswerMisfit;
  /**
   * The endpoint's own words (its error body's message), shown first: a 400 that names the schema property it
   * refused says more than any sentence of ours. Scrubbed like the message.
   */
  readonly detail?: string;
}

export type ModelOutcome =
  | { readonly ok: true; readonly response: ModelResponse }
  | { readonly ok: false; readonly error: ModelError };

export interface CompleteOptions {
  readonly signal: AbortSignal;
  readonly onDelta?: (delta: ModelDelta) => void;
  /**
   * What went over the wire for this call, told once when it ends (answered or not), by providers that send
   * over a network; a cassette tells what it recorded. Kept beside the trace, never in its hash.
   */
  readonly onWire?: (wire: WireExchange) => void;
  /** What the response may send before it is refused (DEFAULT_RESPONSE_LIMITS when absent). */
  readonly limits?: ResponseLimits;
}

/**
 * How a provider answers: asking an endpoint over the network (whatever wire protocol it speaks), playing a
 * script or a recording, or a person. Whether a kind is live is said in one place, runtime/spec/provider-spec.ts.
 */
export type ProviderKind = 'endpoint' | 'scripted' | 'cassette' | 'human';

/** Who answered. Recorded in sessions (never with a key) and kept out of the trace hash. */
export interface ProviderIdentity {
  readonly kind: ProviderKind;
  readonly model: string;
}

export interface ModelProvider {
  readonly identity: ProviderIdentity;
  /** Never throws for an HTTP, network or script failure: those come back as `{ ok: false }`. */
  complete(request: ModelRequest, options: CompleteOptions): Promise<ModelOutcome>;
}
