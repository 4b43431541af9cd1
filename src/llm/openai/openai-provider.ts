// The OpenAI-compatible provider: the real `openai` SDK, so OpenAI, a local server or any compatible gateway
// work. The SDK is imported lazily (it is ~34 KB gzip and lessons never need it). The API key lives only in
// this object's closure: it is not part of `identity`, settings that get saved, or anything the trace records.
import type OpenAI from 'openai';
import type {
  ChatCompletionCreateParamsBase,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import type {
  CompleteOptions,
  ModelOutcome,
  ModelProvider,
  ModelRequest,
  ProviderIdentity,
} from '../model-types';
import { responseFromCompletion, StreamAssembler } from './assemble-stream';
import { mapOpenAIError } from './map-openai-error';

export interface OpenAIProviderSettings {
  readonly baseURL: string;
  readonly apiKey: string;
  readonly model: string;
  readonly stream: boolean;
  /** Per request, in ms (default 60 000). */
  readonly timeoutMs?: number;
  /** Retries the SDK makes on its own (default 0: a failing step should say so at once). */
  readonly maxRetries?: number;
}

const DEFAULT_TIMEOUT_MS = 60_000;

export class OpenAICompatibleProvider implements ModelProvider {
  readonly identity: ProviderIdentity;
  private client: OpenAI | undefined;
  private readonly timeoutMs: number;

  constructor(private readonly settings: OpenAIProviderSettings) {
    this.identity = { kind: 'openai-compatible', model: settings.model };
    this.timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async complete(request: ModelRequest, options: CompleteOptions): Promise<ModelOutcome> {
    const context = { baseURL: this.settings.baseURL, model: this.settings.model, timeoutMs: this.timeoutMs };
    try {
      const client = await this.getClient();
      const body = toRequestBody(request, this.settings.model);
      const requestOptions = { signal: options.signal, timeout: this.timeoutMs };
      if (!this.settings.stream) {
        const completion = await client.chat.completions.create({ ...body, stream: false }, requestOptions);
        const response = responseFromCompletion(completion);
        if (!response) {
          return {
            ok: false,
            error: { kind: 'bad-response', message: 'The endpoint returned no choices.', hints: [] },
          };
        }
        return { ok: true, response };
      }
      const stream = await client.chat.completions.create(
        { ...body, stream: true, stream_options: { include_usage: true } },
        requestOptions,
      );
      const assembler = new StreamAssembler();
      for await (const chunk of stream) {
        for (const delta of assembler.push(chunk)) options.onDelta?.(delta);
      }
      // The SDK ends the iteration quietly when the signal fires between chunks: report it as a stop.
      if (options.signal.aborted) {
        return {
          ok: false,
          error: { kind: 'aborted', message: 'The model request was stopped.', hints: [] },
        };
      }
      return { ok: true, response: assembler.finish() };
    } catch (error) {
      return { ok: false, error: mapOpenAIError(error, context) };
    }
  }

  private async getClient(): Promise<OpenAI> {
    if (!this.client) {
      const { default: OpenAIClient } = await import('openai');
      this.client = new OpenAIClient({
        apiKey: this.settings.apiKey,
        baseURL: this.settings.baseURL,
        dangerouslyAllowBrowser: true,
        maxRetries: this.settings.maxRetries ?? 0,
        timeout: this.timeoutMs,
      });
    }
    return this.client;
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
