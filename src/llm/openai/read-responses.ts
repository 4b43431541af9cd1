// Reading an endpoint's answer as a Responses API response (a whole body, or the final `response` a stream's
// `response.completed` carries) without trusting its shape: `output` is a list of items, the text in
// `message` items' `output_text` parts, each tool call a `function_call` item whose `call_id` the result will
// name. There is no finish_reason: it follows from the items and the status. What cannot be read is a problem
// in one sentence, as for chat completions; items of other kinds (reasoning) are passed over.
import type { ResponseAssumption } from '../../engine/trace/response-assumption';
import type { FinishReason, ModelResponse, ModelUsage } from '../model-types';
import { cachedCount, emptyAnswerProblem, errorBodyMessage, isObject, type Read } from './completion-shape';
import { parseBodyText } from './body-text';
import { wholeCalls, type WholeCallPiece, type WholeCallWording } from './whole-calls';

const WHAT = 'a Responses API response';

export function readResponsesText(
  text: string,
  contentType: string | null,
  notes: ResponseAssumption[] = [],
): Read<ModelResponse> {
  const body = parseBodyText(text, contentType, WHAT);
  return body.ok ? readResponsesBody(body.value, notes) : body;
}

export function readResponsesBody(body: unknown, notes: ResponseAssumption[] = []): Read<ModelResponse> {
  if (!isObject(body))
    return { ok: false, problem: 'The endpoint answered 200, but its body is not a JSON object.' };
  if (body.error !== undefined && body.error !== null) {
    return {
      ok: false,
      problem: `The endpoint answered with an error instead of a response: ${errorBodyMessage(body)}`,
    };
  }
  if (!Array.isArray(body.output))
    return {
      ok: false,
      problem:
        body.choices !== undefined
          ? 'The endpoint answered with a chat completion, not a Responses API response: choose Chat Completions in the provider panel.'
          : 'The response has no "output" list.',
    };
  const items: unknown[] = body.output;
  const texts: string[] = [];
  const pieces: WholeCallPiece[] = [];
  for (const [n, item] of items.entries()) {
    if (!isObject(item)) return { ok: false, problem: `Output item ${n + 1} is not an object.` };
    if (item.type === 'message') {
      const parts: unknown[] = Array.isArray(item.content) ? item.content : [];
      for (const part of parts)
        if (isObject(part) && part.type === 'output_text' && typeof part.text === 'string')
          texts.push(part.text);
    } else if (item.type === 'function_call') {
      pieces.push({
        id: typeof item.call_id === 'string' && item.call_id !== '' ? item.call_id : undefined,
        name: item.name,
        arguments: item.arguments,
      });
    }
  }
  const calls = wholeCalls(pieces, notes, RESPONSES_WORDING);
  if (!calls.ok) return calls;
  const finishReason = finishReasonOf(body, calls.value.length);
  const content = texts.length > 0 ? texts.join('') : null;
  const empty = emptyAnswerProblem(content, calls.value.length, finishReason);
  if (empty) return { ok: false, problem: empty };
  const usage = readResponsesUsage(body.usage);
  return {
    ok: true,
    value: {
      content,
      toolCalls: calls.value,
      finishReason,
      ...(usage ? { usage } : {}),
      ...(notes.length > 0 ? { assumptions: notes } : {}),
    },
  };
}

const RESPONSES_WORDING: WholeCallWording = {
  noName: (call) => `Function call ${call + 1} of the response has no name.`,
  duplicateId: (id) => `The response has two function calls with the call_id ${JSON.stringify(id)}.`,
};

/** `incomplete` for max_output_tokens is `length`, for content_filter `content_filter`; else by the items. */
export function finishReasonOf(body: Readonly<Record<string, unknown>>, calls: number): FinishReason {
  const details = body.incomplete_details;
  const reason = isObject(details) ? details.reason : undefined;
  if (reason === 'max_output_tokens') return 'length';
  if (reason === 'content_filter') return 'content_filter';
  return calls > 0 ? 'tool_calls' : 'stop';
}

export function readResponsesUsage(raw: unknown): ModelUsage | undefined {
  if (!isObject(raw)) return undefined;
  const { input_tokens: input, output_tokens: output } = raw;
  if (!Number.isInteger(input) || !Number.isInteger(output)) return undefined;
  const cached = cachedCount(raw.input_tokens_details);
  return {
    promptTokens: input as number,
    completionTokens: output as number,
    ...(cached === undefined ? {} : { cacheReadTokens: cached }),
  };
}
