// The OpenAI-compatible provider: the real `openai` SDK, so OpenAI, a local server or any compatible gateway
// work, speaking Chat Completions or the Responses API (`api`, chosen in the provider panel). The SDK gets a
// recording fetch (wire-fetch.ts), so the inspector shows the body it serialized and the events it received. The SDK is imported lazily (it is ~34 KB gzip and lessons never need it). The API key lives only in
// this object's closure: it is not part of `identity`, settings that get saved, or anything the trace records,
// and it is scrubbed from any message the endpoint's answer puts into an error. Redirects are refused, so the
// key goes to the base URL and nowhere else.
import type OpenAI from 'openai';
import type {
  ChatCompletionCreateParamsBase,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import type { ResponseCreateParamsBase } from 'openai/resources/responses/responses';
import type {
  CompleteOptions,
  ModelOutcome,
  ModelProvider,
  ModelRequest,
  ModelResponse,
  ProviderIdentity,
} from '../model-types';
import type { WireApi } from '../../engine/trace/wire-exchange';
import { toResponsesRequest } from '../../engine/wire-shapes/responses-shape';
import type { ChatTurnRequest } from '../../engine/wire-shapes/chat-turn';
import { ResponsesStreamAssembler } from './assemble-responses-stream';
import { readResponsesText } from './read-responses';
import { StreamAssembler } from './assemble-stream';
import type { Read } from './completion-shape';
import { badResponse, mapOpenAIError, type ErrorContext } from './map-openai-error';
import { endpointContext, requestEndpoint } from './endpoint-request';
import { readCompletionText } from './read-completion';
import type { RequestWatch } from './request-watch';
import type { ResponseLimitGuard } from '../response-limits/response-limit-guard';
import { LIMIT_PASSED, passDeltas } from '../response-limits/pass-deltas';

/** The wire protocols the `openai` SDK speaks. */
export type OpenAIApi = Extract<WireApi, 'chat-completions' | 'responses'>;

export interface OpenAIProviderSettings {
  readonly baseURL: string;
  readonly apiKey: string;
  readonly model: string;
  readonly stream: boolean;
  /** Which OpenAI wire protocol to speak (default Chat Completions). */
  readonly api?: OpenAIApi;
  /** From sending the request to the last byte of the answer, in ms (default 300 000). */
  readonly timeoutMs?: number;
  /** The longest silence between chunks of a streamed answer, in ms (default 60 000). */
  readonly idleTimeoutMs?: number;
  /** Retries the SDK makes on its own (default 0: a failing step should say so at once). */
  readonly maxRetries?: number;
}

export class OpenAICompatibleProvider implements ModelProvider {
  readonly identity: ProviderIdentity;
  private readonly context: ErrorContext;

  constructor(private readonly settings: OpenAIProviderSettings) {
    this.identity = { kind: 'endpoint', model: settings.model };
    this.context = endpointContext(settings);
  }

  complete(request: ModelRequest, options: CompleteOptions): Promise<ModelOutcome> {
    const api = this.settings.api ?? 'chat-completions';
    return requestEndpoint(
      {
        api,
        apiKey: this.settings.apiKey,
        context: this.context,
        ask: async (fetch, watch, guard) => {
          const client = await this.client(fetch);
          return api === 'responses'
            ? this.askResponses(client, request, options, watch, guard)
            : this.ask(client, request, options, watch, guard);
        },
        badAnswer: badResponse,
        thrown: (error) => mapOpenAIError(error, this.context),
      },
      options,
    );
  }

  private async ask(
    client: OpenAI,
    request: ModelRequest,
    options: CompleteOptions,
    watch: RequestWatch,
    guard: ResponseLimitGuard,
  ): Promise<Read<ModelResponse>> {
    const body = toRequestBody(request, this.settings.model);
    const requestOptions = { signal: watch.signal, timeout: this.context.timeoutMs };
    if (!this.settings.stream) {
      const response = await client.chat.completions
        .create({ ...body, stream: false }, requestOptions)
        .asResponse();
      return readCompletionText(await response.text(), response.headers.get('content-type'));
    }
    const { data: stream, response } = await client.chat.completions
      .create({ ...body, stream: true, stream_options: { include_usage: true } }, requestOptions)
      .withResponse();
    const contentType = response.headers.get('content-type');
    if (!/^\s*text\/event-stream/i.test(contentType ?? '')) {
      // Not a stream: read the body as a whole completion (some gateways cannot stream) or say what it is.
      return readCompletionText(await response.text(), contentType, [{ kind: 'not-streamed' }]);
    }
    const assembler = new StreamAssembler();
    watch.alive();
    for await (const chunk of stream as AsyncIterable<unknown>) {
      watch.alive();
      const pushed = assembler.push(chunk);
      if (!pushed.ok) return pushed; // leaving the loop closes the stream
      if (!passDeltas(pushed.value, guard, options)) return LIMIT_PASSED;
    }
    return assembler.finish();
  }

  private async askResponses(
    client: OpenAI,
    request: ModelRequest,
    options: CompleteOptions,
    watch: RequestWatch,
    guard: ResponseLimitGuard,
  ): Promise<Read<ModelResponse>> {
    const body = toResponsesBody(request, this.settings.model);
    const requestOptions = { signal: watch.signal, timeout: this.context.timeoutMs };
    if (!this.settings.stream) {
      const response = await client.responses.create({ ...body, stream: false }, requestOptions).asResponse();
      return readResponsesText(await response.text(), response.headers.get('content-type'));
    }
    const { data: stream, response } = await client.responses
      .create({ ...body, stream: true }, requestOptions)
      .withResponse();
    const contentType = response.headers.get('content-type');
    if (!/^\s*text\/event-stream/i.test(contentType ?? ''))
      return readResponsesText(await response.text(), contentType, [{ kind: 'not-streamed' }]);
    const assembler = new ResponsesStreamAssembler();
    watch.alive();
    for await (const event of stream as AsyncIterable<unknown>) {
      watch.alive();
      const pushed = assembler.push(event);
      if (!pushed.ok) return pushed;
      if (!passDeltas(pushed.value, guard, options)) return LIMIT_PASSED;
    }
    return assembler.finish();
  }

  /** One client per call: cheap once the module is loaded, and its fetch records this call alone. */
  private async client(fetch: typeof globalThis.fetch): Promise<OpenAI> {
    const { default: OpenAIClient } = await import('openai');
    return new OpenAIClient({
      apiKey: this.settings.apiKey,
      baseURL: this.settings.baseURL,
      dangerouslyAllowBrowser: true,
      maxRetries: this.settings.maxRetries ?? 0,
      timeout: this.context.timeoutMs,
      fetch,
      // A redirect could carry the key to another endpoint: the base URL is the one place it goes.
      fetchOptions: { redirect: 'error' },
    });
  }
}

export function toRequestBody(
  request: ModelRequest,
  model: string,
): Omit<ChatCompletionCreateParamsBase, 'stream'> {
  const hasTools = request.tools.length > 0;
  return {
    model,
    messages: request.messages as ChatCompletionMessageParam[],
    // OpenAI rejects tool_choice and parallel_tool_calls when no tools are sent.
    ...(hasTools
      ? {
          // Same wire shape; our ObjectSchema is just narrower than the SDK's `Record<string, unknown>`.
          tools: request.tools as unknown as ChatCompletionTool[],
          tool_choice: request.toolChoice,
          parallel_tool_calls: request.parallelToolCalls,
        }
      : {}),
  };
}

/**
 * The Responses API body: the converted turn (engine/wire-shapes) and `store: false`, since every request
 * carries the whole conversation and nothing needs keeping on the server.
 */
export function toResponsesBody(request: ModelRequest, model: string): ResponseCreateParamsBase {
  const { body } = toResponsesRequest({ ...(request as ChatTurnRequest), model });
  return { ...(body as unknown as ResponseCreateParamsBase), store: false };
}
