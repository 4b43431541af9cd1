// One model turn in the Chat Completions shape the pipeline speaks (the model-request event's request and
// the model-response event's answer). The other APIs' shapes are computed from it and read back into it
// (responses-shape.ts, anthropic-shape.ts), so the "same turn, other APIs" view is converted, never written by
// hand, and the round trip is tested on every lesson's turns.
import { MAX_ARGUMENT_DEPTH, parseJsonWithinDepth } from '../../common/json-depth';
import type { OpenAITool } from '../protocol/openai-tool';
import type {
  ChatMessage,
  ChatToolChoice,
  FinishReason,
  ModelToolCall,
  TokenUsage,
} from '../protocol/chat-wire';

export type { ChatMessage, ChatToolChoice };

export interface ChatTurnRequest {
  readonly model: string;
  readonly messages: readonly ChatMessage[];
  readonly tools: readonly OpenAITool[];
  readonly toolChoice: ChatToolChoice;
  readonly parallelToolCalls: boolean;
}

/** One call of the answer, as the model wrote it. */
export type ChatTurnCall = ModelToolCall;

export interface ChatTurnResponse {
  readonly content: string | null;
  readonly toolCalls: readonly ChatTurnCall[];
  readonly finishReason: FinishReason;
  readonly usage?: TokenUsage;
}

/** What a shape could not carry, said where it happened (listed in docs/llm.md). */
export type ShapeLoss =
  /** Anthropic keeps one top-level `system`: system messages after the first place are merged into it. */
  | { readonly kind: 'system-merged'; readonly message: number }
  /** Anthropic's `input` must be a JSON object: arguments that are not one are sent as `{}`. */
  | { readonly kind: 'arguments-not-object'; readonly callId: string }
  /** JSON text written back from an object loses its original spacing and key order. */
  | { readonly kind: 'arguments-reformatted'; readonly callId: string }
  /** Anthropic's `tool_choice: {type: 'none'}` has no parallel flag: "one call at a time" is dropped. */
  | { readonly kind: 'parallel-flag-dropped' }
  /** Anthropic tools have no `strict` flag. */
  | { readonly kind: 'strict-dropped'; readonly tool: string }
  /** Anthropic has no `content_filter` stop reason (nor Responses a `finish_reason` at all: derived). */
  | { readonly kind: 'finish-reason-approximated'; readonly finishReason: string };

export interface Converted<T> {
  readonly body: T;
  readonly losses: readonly ShapeLoss[];
}

/** The Chat Completions request body as the SDK sends it (tool_choice / parallel only when tools are sent). */
export function toChatCompletionsRequest(request: ChatTurnRequest): Record<string, unknown> {
  const hasTools = request.tools.length > 0;
  return {
    model: request.model,
    messages: request.messages,
    ...(hasTools
      ? {
          tools: request.tools,
          tool_choice: request.toolChoice,
          parallel_tool_calls: request.parallelToolCalls,
        }
      : {}),
  };
}

export function fromChatCompletionsRequest(body: Record<string, unknown>): ChatTurnRequest {
  return {
    model: typeof body.model === 'string' ? body.model : '',
    messages: (body.messages ?? []) as ChatMessage[],
    tools: (body.tools ?? []) as OpenAITool[],
    toolChoice: (body.tool_choice ?? 'auto') as ChatToolChoice,
    parallelToolCalls: body.parallel_tool_calls !== false,
  };
}

/** A whole (not streamed) chat completion carrying the response. */
export function toChatCompletionsResponse(
  response: ChatTurnResponse,
  model: string,
): Record<string, unknown> {
  return {
    object: 'chat.completion',
    model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: response.content,
          ...(response.toolCalls.length > 0
            ? {
                tool_calls: response.toolCalls.map((call) => ({
                  id: call.id,
                  type: 'function',
                  function: { name: call.name, arguments: call.arguments },
                })),
              }
            : {}),
        },
        finish_reason: response.finishReason,
      },
    ],
    ...(response.usage
      ? {
          usage: {
            prompt_tokens: response.usage.promptTokens,
            completion_tokens: response.usage.completionTokens,
            total_tokens: response.usage.promptTokens + response.usage.completionTokens,
          },
        }
      : {}),
  };
}

export function fromChatCompletionsResponse(body: Record<string, unknown>): ChatTurnResponse {
  const choice = (
    body.choices as { message: ChatMessage & { role: 'assistant' }; finish_reason: string }[]
  )[0]!;
  const usage = body.usage as { prompt_tokens: number; completion_tokens: number } | undefined;
  return {
    content: choice.message.content,
    toolCalls: (choice.message.tool_calls ?? []).map((call) => ({
      id: call.id,
      name: call.function.name,
      arguments: call.function.arguments,
    })),
    finishReason: choice.finish_reason as ChatTurnResponse['finishReason'],
    ...(usage
      ? { usage: { promptTokens: usage.prompt_tokens, completionTokens: usage.completion_tokens } }
      : {}),
  };
}

/**
 * JSON text → a JSON object, or undefined when the text is not one — or nests deeper than arguments may
 * (common/json-depth.ts), which the pipeline refused and which JSON.stringify could not write back.
 */
export function argumentsObject(text: string): Record<string, unknown> | undefined {
  const parsed = parseJsonWithinDepth(text, MAX_ARGUMENT_DEPTH);
  if (!parsed.ok) return undefined;
  const value = parsed.value;
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}
