// The Anthropic Messages provider (`api: 'anthropic-messages'`): a POST to `{baseURL}/messages` with the key in
// `x-api-key`, read by this project's own SSE reader (sse-events.ts; no SDK in the page, decision 0815). It
// asks through the one request ladder every live provider uses (endpoint-request.ts), so it behaves the same where the protocols agree: the recording
// fetch (the body as sent, each event as received, the key redacted), the two clocks (total and idle), the
// response limits applied as the bytes and the deltas arrive, a cut stream told apart from a bad answer, the
// HTTP statuses mapped alike, redirects refused, and the key scrubbed from any error.
import type {
  CompleteOptions,
  ModelOutcome,
  ModelProvider,
  ModelRequest,
  ProviderIdentity,
} from '../model-types';
import type { ResponseLimitGuard } from '../response-limits/response-limit-guard';
import { LIMIT_PASSED, passDeltas } from '../response-limits/pass-deltas';
import type { ErrorContext } from '../openai/map-openai-error';
import { endpointContext, messageOf, requestEndpoint, type EndpointAnswer } from '../openai/endpoint-request';
import type { RequestWatch } from '../openai/request-watch';
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

export class AnthropicMessagesProvider implements ModelProvider {
  readonly identity: ProviderIdentity;
  private readonly context: ErrorContext;

  constructor(private readonly settings: AnthropicProviderSettings) {
    this.identity = { kind: 'endpoint', model: settings.model };
    this.context = endpointContext(settings);
  }

  complete(request: ModelRequest, options: CompleteOptions): Promise<ModelOutcome> {
    return requestEndpoint(
      {
        api: 'anthropic-messages',
        apiKey: this.settings.apiKey,
        context: this.context,
        ask: (fetch, watch, guard) => this.ask(fetch, request, options, watch, guard),
        badAnswer: badMessagesResponse,
        thrown: (error, wire) =>
          // No answer at all: fetch refuses a redirect, a CORS refusal and a dead server alike.
          wire.exchange()?.response === undefined
            ? networkError(this.context)
            : badMessagesResponse(`The endpoint's answer could not be read: ${messageOf(error)}`),
      },
      options,
    );
  }

  private async ask(
    fetch: typeof globalThis.fetch,
    request: ModelRequest,
    options: CompleteOptions,
    watch: RequestWatch,
    guard: ResponseLimitGuard,
  ): Promise<EndpointAnswer> {
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
