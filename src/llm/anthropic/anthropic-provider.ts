// The Anthropic Messages provider (`api: 'anthropic-messages'`): a POST to `{baseURL}/messages` with the key in
// `x-api-key`, read by this project's own SSE reader (sse-events.ts; no SDK in the page, decision 0815). It
// shares the OpenAI provider's machinery, so it behaves the same where the protocols agree: the recording
// fetch (the body as sent, each event as received, the key redacted), the two clocks (total and idle), the
// response limits applied as the bytes and the deltas arrive, a cut stream told apart from a bad answer, the
// HTTP statuses mapped alike, redirects refused, and the key scrubbed from any error.
import type {
  CompleteOptions,
  ModelError,
  ModelOutcome,
  ModelProvider,
  ModelRequest,
  ModelResponse,
  ProviderIdentity,
} from '../model-types';
import { abortedOutcome } from '../response-deltas';
import { keyScrubbedError } from '../key-scrubbed-error';
import { ResponseLimitGuard } from '../response-limits/response-limit-guard';
import { DEFAULT_RESPONSE_LIMITS, responseLimitError } from '../response-limits/response-limits';
import { LIMIT_PASSED, passDeltas } from '../response-limits/pass-deltas';
import type { Read } from '../openai/completion-shape';
import { timeoutError, type ErrorContext } from '../openai/map-openai-error';
import { DEFAULT_IDLE_TIMEOUT_MS, DEFAULT_TIMEOUT_MS } from '../openai/openai-provider';
import { RequestWatch } from '../openai/request-watch';
import { eventsBeforeCut, streamCutError } from '../openai/stream-cut';
import { recordWire } from '../openai/wire-fetch';
import { MessagesStreamAssembler } from './assemble-messages-stream';
import { badMessagesResponse, httpError, networkError, streamErrorEvent } from './map-messages-error';
import { messagesHeaders, toMessagesBody } from './messages-body';
import { readMessageText } from './read-message';
import { serverSentEvents } from './sse-events';

export interface AnthropicProviderSettings {
  /** The API's base, before `/messages` (e.g. https://api.anthropic.com/v1). */
  readonly baseURL: string;
  readonly apiKey: string;
  readonly model: string;
  readonly stream: boolean;
  readonly timeoutMs?: number;
  readonly idleTimeoutMs?: number;
}

/** What reading the answer ended in: the response, a problem with it, or the endpoint's own failure. */
type Answer = Read<ModelResponse> | { readonly ok: false; readonly failure: ModelError };

export class AnthropicMessagesProvider implements ModelProvider {
  readonly identity: ProviderIdentity;
  private readonly context: ErrorContext;

  constructor(private readonly settings: AnthropicProviderSettings) {
    this.identity = { kind: 'endpoint', model: settings.model };
    this.context = {
      baseURL: settings.baseURL,
      model: settings.model,
      timeoutMs: settings.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      idleTimeoutMs: settings.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS,
    };
  }

  async complete(request: ModelRequest, options: CompleteOptions): Promise<ModelOutcome> {
    const watch = new RequestWatch(options.signal, this.context.timeoutMs, this.context.idleTimeoutMs);
    const guard = new ResponseLimitGuard(options.limits ?? DEFAULT_RESPONSE_LIMITS, () => watch.stop());
    const wire = recordWire('anthropic-messages', this.settings.apiKey, undefined, (bytes) =>
      guard.body(bytes),
    );
    try {
      const answer = await this.ask(wire.fetch, request, options, watch, guard);
      const passed = guard.passed ?? (answer.ok ? guard.response(answer.value) : null);
      if (passed) return this.failed(responseLimitError(passed));
      if (watch.expired) return this.failed(timeoutError(watch.expired, this.context));
      if (options.signal.aborted) return abortedOutcome;
      if (answer.ok) return { ok: true, response: answer.value };
      return this.failed('failure' in answer ? answer.failure : badMessagesResponse(answer.problem));
    } catch (error) {
      if (guard.passed) return this.failed(responseLimitError(guard.passed));
      if (watch.expired) return this.failed(timeoutError(watch.expired, this.context));
      if (options.signal.aborted) return abortedOutcome;
      const cutAfter = eventsBeforeCut(wire.exchange());
      if (cutAfter !== null)
        return this.failed(streamCutError(this.context.baseURL, cutAfter, messageOf(error)));
      // No answer at all: fetch refuses a redirect, a CORS refusal and a dead server alike.
      if (wire.exchange()?.response === undefined) return this.failed(networkError(this.context));
      return this.failed(badMessagesResponse(`The endpoint's answer could not be read: ${messageOf(error)}`));
    } finally {
      watch.dispose();
      const exchange = wire.exchange();
      if (exchange) options.onWire?.(exchange);
    }
  }

  private async ask(
    fetch: typeof globalThis.fetch,
    request: ModelRequest,
    options: CompleteOptions,
    watch: RequestWatch,
    guard: ResponseLimitGuard,
  ): Promise<Answer> {
    const { stream } = this.settings;
    const response = await fetch(`${this.settings.baseURL.replace(/\/+$/, '')}/messages`, {
      method: 'POST',
      headers: messagesHeaders(this.settings.apiKey, stream),
      body: JSON.stringify(toMessagesBody(request, this.settings.model, stream)),
      signal: watch.signal,
      // A redirect could carry the key to another endpoint: the base URL is the one place it goes.
      redirect: 'error',
    });
    const contentType = response.headers.get('content-type');
    if (!response.ok) {
      const text = await response.text();
      return {
        ok: false,
        failure: httpError(response.status, response.headers, jsonOrText(text), this.context),
      };
    }
    if (!stream) return readMessageText(await response.text(), contentType);
    if (!/^\s*text\/event-stream/i.test(contentType ?? '') || !response.body)
      return readMessageText(await response.text(), contentType, [{ kind: 'not-streamed' }]);
    const assembler = new MessagesStreamAssembler();
    watch.alive();
    for await (const event of serverSentEvents(response.body)) {
      watch.alive();
      const data = jsonOrText(event.data);
      if (event.event === 'error' || isErrorEvent(data))
        return { ok: false, failure: streamErrorEvent(data, response.headers) };
      const pushed = assembler.push(data);
      if (!pushed.ok) return pushed; // leaving the loop closes the stream
      if (!passDeltas(pushed.value, guard, options)) return LIMIT_PASSED;
    }
    return assembler.finish();
  }

  private failed(error: ModelError): ModelOutcome {
    return { ok: false, error: keyScrubbedError(error, this.settings.apiKey) };
  }
}

function isErrorEvent(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'error';
}

function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
