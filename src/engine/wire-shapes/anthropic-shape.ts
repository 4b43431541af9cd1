// The same turn in Anthropic's Messages shape: the system prompt is a top-level field, a tool call is a
// `tool_use` block in the assistant's content (its `input` a JSON object, not text), and tool results are
// `tool_result` blocks in the next USER message, `is_error` on a failed call's (consecutive results, and the
// user text after them, share one message: the roles must alternate). "One call at a time" is
// `tool_choice.disable_parallel_tool_use`. The live Anthropic provider sends this body (llm/anthropic/).
import type {
  ChatMessage,
  ChatToolChoice,
  ChatTurnRequest,
  ChatTurnResponse,
  Converted,
  ShapeLoss,
} from './chat-turn';
import { argumentsObject } from './chat-turn';
import { isErrorContent } from '../result/error-content';
import type { OpenAITool } from '../protocol/openai-tool';
import type { TokenUsage } from '../protocol/chat-wire';
import { assertNever } from '../../common/assert-never';

export type AnthropicBlock =
  | { readonly type: 'text'; readonly text: string }
  | {
      readonly type: 'tool_use';
      readonly id: string;
      readonly name: string;
      readonly input: Readonly<Record<string, unknown>>;
    }
  | {
      readonly type: 'tool_result';
      readonly tool_use_id: string;
      readonly content: string;
      /** Present (true) only on a failed call's result, as Anthropic asks; read from the result itself. */
      readonly is_error?: true;
    };

export interface AnthropicMessage {
  readonly role: 'user' | 'assistant';
  readonly content: readonly AnthropicBlock[];
}

export type AnthropicToolChoice =
  | { readonly type: 'auto' | 'any'; readonly disable_parallel_tool_use: boolean }
  | { readonly type: 'tool'; readonly name: string; readonly disable_parallel_tool_use: boolean }
  | { readonly type: 'none' };

export interface AnthropicRequestBody {
  readonly model: string;
  readonly system?: string;
  readonly messages: readonly AnthropicMessage[];
  readonly tools?: readonly {
    readonly name: string;
    readonly description: string;
    readonly input_schema: OpenAITool['function']['parameters'];
  }[];
  readonly tool_choice?: AnthropicToolChoice;
}

export function toAnthropicRequest(request: ChatTurnRequest): Converted<AnthropicRequestBody> {
  const losses: ShapeLoss[] = [];
  const system: string[] = [];
  const messages: { role: 'user' | 'assistant'; content: AnthropicBlock[] }[] = [];
  const push = (role: 'user' | 'assistant', blocks: AnthropicBlock[]) => {
    const last = messages.at(-1);
    if (last?.role === role) last.content.push(...blocks);
    else messages.push({ role, content: blocks });
  };
  request.messages.forEach((message, index) => {
    switch (message.role) {
      case 'system':
        if (messages.length > 0 || index !== system.length)
          losses.push({ kind: 'system-merged', message: index });
        system.push(message.content);
        return;
      case 'user':
        push('user', [{ type: 'text', text: message.content }]);
        return;
      case 'assistant':
        push('assistant', [
          ...(message.content === null ? [] : [{ type: 'text' as const, text: message.content }]),
          ...(message.tool_calls ?? []).map((call) => {
            const input = argumentsObject(call.function.arguments);
            if (!input) losses.push({ kind: 'arguments-not-object', callId: call.id });
            else if (JSON.stringify(input) !== call.function.arguments)
              losses.push({ kind: 'arguments-reformatted', callId: call.id });
            return { type: 'tool_use' as const, id: call.id, name: call.function.name, input: input ?? {} };
          }),
        ]);
        return;
      case 'tool':
        push('user', [
          {
            type: 'tool_result',
            tool_use_id: message.tool_call_id,
            content: message.content,
            ...(isErrorContent(message.content) ? { is_error: true as const } : {}),
          },
        ]);
        return;
      default: {
        return assertNever(message);
      }
    }
  });
  const hasTools = request.tools.length > 0;
  if (hasTools && request.toolChoice === 'none' && !request.parallelToolCalls)
    losses.push({ kind: 'parallel-flag-dropped' });
  for (const tool of request.tools)
    if (tool.function.strict) losses.push({ kind: 'strict-dropped', tool: tool.function.name });
  const body: AnthropicRequestBody = {
    model: request.model,
    ...(system.length > 0 ? { system: system.join('\n\n') } : {}),
    messages,
    ...(hasTools
      ? {
          tools: request.tools.map((tool) => ({
            name: tool.function.name,
            description: tool.function.description,
            input_schema: tool.function.parameters,
          })),
          tool_choice: anthropicToolChoice(request.toolChoice, request.parallelToolCalls),
        }
      : {}),
  };
  return { body, losses };
}

function anthropicToolChoice(choice: ChatToolChoice, parallel: boolean): AnthropicToolChoice {
  const disable_parallel_tool_use = !parallel;
  if (choice === 'none') return { type: 'none' };
  if (choice === 'auto') return { type: 'auto', disable_parallel_tool_use };
  if (choice === 'required') return { type: 'any', disable_parallel_tool_use };
  return { type: 'tool', name: choice.function.name, disable_parallel_tool_use };
}

export function fromAnthropicRequest(body: AnthropicRequestBody): ChatTurnRequest {
  const messages: ChatMessage[] = body.system === undefined ? [] : [{ role: 'system', content: body.system }];
  for (const message of body.messages) {
    if (message.role === 'assistant') {
      const texts = message.content.flatMap((block) => (block.type === 'text' ? [block.text] : []));
      const calls = message.content.flatMap((block) =>
        block.type === 'tool_use'
          ? [
              {
                id: block.id,
                type: 'function' as const,
                function: { name: block.name, arguments: JSON.stringify(block.input) },
              },
            ]
          : [],
      );
      messages.push({
        role: 'assistant',
        content: texts.length > 0 ? texts.join('') : null,
        ...(calls.length > 0 ? { tool_calls: calls } : {}),
      });
      continue;
    }
    for (const block of message.content) {
      if (block.type === 'tool_result')
        messages.push({ role: 'tool', tool_call_id: block.tool_use_id, content: block.content });
      else if (block.type === 'text') messages.push({ role: 'user', content: block.text });
    }
  }
  const choice = body.tool_choice ?? { type: 'auto', disable_parallel_tool_use: false };
  return {
    model: body.model,
    messages,
    tools: (body.tools ?? []).map((tool) => ({
      type: 'function',
      function: { name: tool.name, description: tool.description, parameters: tool.input_schema },
    })),
    toolChoice:
      choice.type === 'tool'
        ? { type: 'function', function: { name: choice.name } }
        : choice.type === 'any'
          ? 'required'
          : choice.type,
    // `none` has no parallel flag: nothing can be called, so none is lost that matters.
    parallelToolCalls: choice.type === 'none' ? true : !choice.disable_parallel_tool_use,
  };
}

export type AnthropicStopReason = 'end_turn' | 'tool_use' | 'max_tokens' | 'refusal';

export interface AnthropicResponseBody {
  readonly type: 'message';
  readonly role: 'assistant';
  readonly model: string;
  readonly content: readonly AnthropicBlock[];
  readonly stop_reason: AnthropicStopReason;
  readonly usage?: {
    readonly input_tokens: number;
    readonly output_tokens: number;
    readonly cache_read_input_tokens?: number;
    readonly cache_creation_input_tokens?: number;
  };
}

const STOP_REASONS: Record<ChatTurnResponse['finishReason'], AnthropicStopReason> = {
  stop: 'end_turn',
  tool_calls: 'tool_use',
  length: 'max_tokens',
  content_filter: 'refusal',
};

export function toAnthropicResponse(
  response: ChatTurnResponse,
  model: string,
): Converted<AnthropicResponseBody> {
  const losses: ShapeLoss[] = [];
  const content: AnthropicBlock[] = [
    ...(response.content === null ? [] : [{ type: 'text' as const, text: response.content }]),
    ...response.toolCalls.map((call) => {
      const input = argumentsObject(call.arguments);
      if (!input) losses.push({ kind: 'arguments-not-object', callId: call.id });
      else if (JSON.stringify(input) !== call.arguments)
        losses.push({ kind: 'arguments-reformatted', callId: call.id });
      return { type: 'tool_use' as const, id: call.id, name: call.name, input: input ?? {} };
    }),
  ];
  return {
    body: {
      type: 'message',
      role: 'assistant',
      model,
      content,
      stop_reason: STOP_REASONS[response.finishReason],
      ...(response.usage
        ? {
            usage: anthropicUsage(response.usage),
          }
        : {}),
    },
    losses,
  };
}

export function fromAnthropicResponse(body: AnthropicResponseBody): ChatTurnResponse {
  const texts = body.content.flatMap((block) => (block.type === 'text' ? [block.text] : []));
  const finish = (Object.keys(STOP_REASONS) as ChatTurnResponse['finishReason'][]).find(
    (reason) => STOP_REASONS[reason] === body.stop_reason,
  )!;
  return {
    content: texts.length > 0 ? texts.join('') : null,
    toolCalls: body.content.flatMap((block) =>
      block.type === 'tool_use'
        ? [{ id: block.id, name: block.name, arguments: JSON.stringify(block.input) }]
        : [],
    ),
    finishReason: finish,
    ...(body.usage ? { usage: tokenUsageOfAnthropic(body.usage) } : {}),
  };
}

type AnthropicUsage = NonNullable<AnthropicResponseBody['usage']>;

/**
 * Anthropic counts the prompt in three parts: `input_tokens` is only what was neither read from nor written to
 * the cache. The pipeline's `promptTokens` is the whole prompt (as OpenAI's `prompt_tokens`), so the parts are
 * added up; the cache figures are kept only where the endpoint said them.
 */
export function tokenUsageOfAnthropic(usage: AnthropicUsage): TokenUsage {
  const read = usage.cache_read_input_tokens;
  const created = usage.cache_creation_input_tokens;
  return {
    promptTokens: usage.input_tokens + (read ?? 0) + (created ?? 0),
    completionTokens: usage.output_tokens,
    ...(read === undefined ? {} : { cacheReadTokens: read }),
    ...(created === undefined ? {} : { cacheCreationTokens: created }),
  };
}

/** The pipeline's usage in Anthropic's parts (the inverse of tokenUsageOfAnthropic). */
export function anthropicUsage(usage: TokenUsage): AnthropicUsage {
  const read = usage.cacheReadTokens;
  const created = usage.cacheCreationTokens;
  return {
    input_tokens: usage.promptTokens - (read ?? 0) - (created ?? 0),
    output_tokens: usage.completionTokens,
    ...(read === undefined ? {} : { cache_read_input_tokens: read }),
    ...(created === undefined ? {} : { cache_creation_input_tokens: created }),
  };
}
