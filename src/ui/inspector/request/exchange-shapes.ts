// The latest exchange in each API's shape, converted from the pipeline's turn (engine/wire-shapes): the
// "same turn, other APIs" view. Pure: the Request / Response tab draws what this returns.
import type { ModelRequestEvent, ModelResponseEvent } from '../../../engine';
import {
  toAnthropicRequest,
  toAnthropicResponse,
  toChatCompletionsRequest,
  toChatCompletionsResponse,
  toResponsesRequest,
  toResponsesResponse,
  type ChatTurnRequest,
  type ChatTurnResponse,
  type ShapeLoss,
} from '../../../engine/wire-shapes';
import { assertNever } from '../../../common/assert-never';
import { cachedTokensOf } from '../../../engine/protocol/cached-tokens';

export type ApiShape = 'chat-completions' | 'responses' | 'anthropic';

export const API_SHAPES: readonly ApiShape[] = ['chat-completions', 'responses', 'anthropic'];

export interface ShapedExchange {
  readonly request: unknown;
  readonly response: unknown;
  readonly losses: readonly ShapeLoss[];
}

export function turnOf(event: ModelRequestEvent): ChatTurnRequest {
  // The event's request is the Chat Completions turn the pipeline built (messages typed loosely in the trace).
  return event.request as unknown as ChatTurnRequest;
}

export function answerOf(event: ModelResponseEvent): ChatTurnResponse {
  return {
    content: event.content,
    toolCalls: event.toolCalls.map((call) => ({
      id: call.id ?? '',
      name: call.name ?? '',
      arguments: call.arguments,
    })),
    finishReason: (event.finishReason ?? 'stop') as ChatTurnResponse['finishReason'],
    ...(event.usage
      ? {
          usage: {
            promptTokens: event.usage.promptTokens,
            completionTokens: event.usage.completionTokens,
            ...cachedTokensOf(event.usage),
          },
        }
      : {}),
  };
}

/**
 * Null when the trace's request cannot be converted: a trace file from elsewhere may hold a request of any
 * shape the trace reader lets through (messages of odd roles, calls that are not objects); the tab then shows
 * the event as it is rather than failing.
 */
export function shapeExchangeOrNull(
  shape: ApiShape,
  request: ModelRequestEvent,
  response: ModelResponseEvent | null,
): ShapedExchange | null {
  try {
    return shapeExchange(shape, request, response);
  } catch {
    return null;
  }
}

export function shapeExchange(
  shape: ApiShape,
  request: ModelRequestEvent,
  response: ModelResponseEvent | null,
): ShapedExchange {
  const turn = turnOf(request);
  const answer = response ? answerOf(response) : null;
  switch (shape) {
    case 'chat-completions':
      return {
        request: toChatCompletionsRequest(turn),
        response: answer ? toChatCompletionsResponse(answer, turn.model) : null,
        losses: [],
      };
    case 'responses': {
      const sent = toResponsesRequest(turn);
      const got = answer ? toResponsesResponse(answer, turn.model) : null;
      return {
        request: sent.body,
        response: got?.body ?? null,
        losses: [...sent.losses, ...(got?.losses ?? [])],
      };
    }
    case 'anthropic': {
      const sent = toAnthropicRequest(turn);
      const got = answer ? toAnthropicResponse(answer, turn.model) : null;
      return {
        request: sent.body,
        response: got?.body ?? null,
        losses: [...sent.losses, ...(got?.losses ?? [])],
      };
    }
    default: {
      return assertNever(shape);
    }
  }
}

/** The texts whose tokens make the request's total: messages' text, calls' names and arguments, tools' JSON. */
export function requestTokenTexts(request: ModelRequestEvent): string[] {
  // Read loosely: a trace file from elsewhere may hold messages of any shape.
  const texts: string[] = [];
  const text = (value: unknown) => {
    if (typeof value === 'string' && value !== '') texts.push(value);
  };
  for (const message of request.request.messages as readonly { content?: unknown; tool_calls?: unknown }[]) {
    text(message?.content);
    if (!Array.isArray(message?.tool_calls)) continue;
    for (const call of message.tool_calls as readonly {
      function?: { name?: unknown; arguments?: unknown };
    }[]) {
      text(call?.function?.name);
      text(call?.function?.arguments);
    }
  }
  for (const tool of request.request.tools) texts.push(JSON.stringify(tool.function) ?? '');
  return texts;
}
