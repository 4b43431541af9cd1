// Item 5 of issue 17: every lesson's turns (each model request and response the pipeline produced) go from
// Chat Completions to the Responses and Anthropic Messages shapes and back without loss on the compared
// fields: roles, text, call ids, tool names, arguments, results, tools, tool_choice and the parallel flag. A
// field a shape cannot carry must be declared as a loss by the converter (the kinds docs/llm.md lists), and
// only the documented kinds may appear.
import { describe, expect, it } from 'vitest';
import type { ModelRequestEvent, ModelResponseEvent } from '../../engine/trace/runtime-events';
import {
  argumentsObject,
  fromAnthropicRequest,
  fromAnthropicResponse,
  fromChatCompletionsRequest,
  fromChatCompletionsResponse,
  fromResponsesRequest,
  fromResponsesResponse,
  toAnthropicRequest,
  toAnthropicResponse,
  toChatCompletionsRequest,
  toChatCompletionsResponse,
  toResponsesRequest,
  toResponsesResponse,
  type ChatTurnRequest,
  type ChatTurnResponse,
  type ShapeLoss,
} from '../../engine/wire-shapes';
import { LESSONS } from './lesson-catalog';
import { runDocumentInProcess } from './run-lesson-in-process';

const turnOf = (event: ModelRequestEvent): ChatTurnRequest => event.request as unknown as ChatTurnRequest;
const answerOf = (event: ModelResponseEvent): ChatTurnResponse => ({
  content: event.content,
  toolCalls: event.toolCalls.map((call) => ({ id: call.id!, name: call.name!, arguments: call.arguments })),
  finishReason: event.finishReason as ChatTurnResponse['finishReason'],
  ...(event.usage
    ? { usage: { promptTokens: event.usage.promptTokens, completionTokens: event.usage.completionTokens } }
    : {}),
});

/** Arguments compare as JSON values when they are JSON (a shape that keeps objects rewrites the text). */
const sameArguments = (text: string) => {
  const parsed = argumentsObject(text);
  return parsed === undefined ? { text } : { json: parsed };
};

function comparedRequest(request: ChatTurnRequest, losses: readonly ShapeLoss[]) {
  const lostArgs = new Set(losses.flatMap((l) => (l.kind === 'arguments-not-object' ? [l.callId] : [])));
  const hasTools = request.tools.length > 0;
  return {
    messages: request.messages.map((message) => {
      switch (message.role) {
        case 'assistant':
          return {
            role: message.role,
            text: message.content,
            calls: (message.tool_calls ?? []).map((call) => ({
              id: call.id,
              name: call.function.name,
              arguments: lostArgs.has(call.id) ? 'lost' : sameArguments(call.function.arguments),
            })),
          };
        case 'tool':
          return { role: message.role, callId: message.tool_call_id, result: message.content };
        case 'system':
        case 'user':
          return { role: message.role, text: message.content };
      }
    }),
    tools: request.tools.map((tool) => ({
      name: tool.function.name,
      description: tool.function.description,
      parameters: tool.function.parameters,
    })),
    // Sent only with tools, in every shape (OpenAI rejects them without).
    ...(hasTools ? { toolChoice: request.toolChoice, parallel: request.parallelToolCalls } : {}),
  };
}

function comparedResponse(response: ChatTurnResponse, losses: readonly ShapeLoss[]) {
  const lostArgs = new Set(losses.flatMap((l) => (l.kind === 'arguments-not-object' ? [l.callId] : [])));
  return {
    text: response.content,
    calls: response.toolCalls.map((call) => ({
      id: call.id,
      name: call.name,
      arguments: lostArgs.has(call.id) ? 'lost' : sameArguments(call.arguments),
    })),
    usage: response.usage,
  };
}

const DOCUMENTED = new Set<ShapeLoss['kind']>([
  'system-merged',
  'arguments-not-object',
  'arguments-reformatted',
  'strict-dropped',
  'parallel-flag-dropped',
  'finish-reason-approximated',
]);

describe('every lesson’s turns round-trip through the other APIs’ shapes', () => {
  it.each(LESSONS.map((lesson) => [lesson.id, lesson] as const))('%s', async (_id, lesson) => {
    const run = await runDocumentInProcess(lesson.document);
    expect(run.ok).toBe(true);
    if (!run.ok) return;
    const requests = run.events.filter((e): e is ModelRequestEvent => e.type === 'model-request');
    const responses = run.events.filter((e): e is ModelResponseEvent => e.type === 'model-response');
    expect(requests.length).toBeGreaterThan(0);
    expect(responses.length).toBeGreaterThan(0);
    for (const event of requests) {
      const turn = turnOf(event);
      expect(fromChatCompletionsRequest(toChatCompletionsRequest(turn))).toMatchObject(comparedShape(turn));
      const responses = toResponsesRequest(turn);
      expect(responses.losses).toEqual([]);
      expect(comparedRequest(fromResponsesRequest(responses.body), [])).toEqual(comparedRequest(turn, []));
      const anthropic = toAnthropicRequest(turn);
      for (const loss of anthropic.losses) expect(DOCUMENTED.has(loss.kind)).toBe(true);
      expect(comparedRequest(fromAnthropicRequest(anthropic.body), anthropic.losses)).toEqual(
        comparedRequest(turn, anthropic.losses),
      );
    }
    for (const event of responses) {
      const answer = answerOf(event);
      expect(fromChatCompletionsResponse(toChatCompletionsResponse(answer, 'm'))).toEqual(answer);
      const viaResponses = toResponsesResponse(answer, 'm');
      const back = fromResponsesResponse(viaResponses.body);
      expect(comparedResponse(back, [])).toEqual(comparedResponse(answer, []));
      if (viaResponses.losses.length === 0) expect(back.finishReason).toBe(answer.finishReason);
      const anthropic = toAnthropicResponse(answer, 'm');
      for (const loss of anthropic.losses) expect(DOCUMENTED.has(loss.kind)).toBe(true);
      const fromAnthropic = fromAnthropicResponse(anthropic.body);
      expect(comparedResponse(fromAnthropic, anthropic.losses)).toEqual(
        comparedResponse(answer, anthropic.losses),
      );
      expect(fromAnthropic.finishReason).toBe(answer.finishReason);
    }
  });
});

function comparedShape(turn: ChatTurnRequest) {
  const hasTools = turn.tools.length > 0;
  return {
    messages: turn.messages,
    tools: turn.tools,
    ...(hasTools ? { toolChoice: turn.toolChoice, parallelToolCalls: turn.parallelToolCalls } : {}),
  };
}
