// Reading an endpoint's answer as a Responses API response (a whole body, or the final `response` a stream's
// `response.completed` carries) without trusting its shape: `output` is a list of items, the text in
// `message` items' `output_text` parts, each tool call a `function_call` item whose `call_id` the result will
// name. There is no finish_reason: it follows from the items and the status. What cannot be read is a problem
// in one sentence, as for chat completions; items of other kinds (reasoning) are passed over.
import type { ResponseAssumption } from '../../engine/trace/response-assumption';
import type { FinishReason, ModelResponse, ModelToolCall, ModelUsage } from '../model-types';
import { emptyAnswerProblem, errorBodyMessage, isObject, unusedId, type Read } from './completion-shape';
import { describeNonJson } from './read-completion';

const WHAT = 'a Responses API response';

export function readResponsesText(
  text: string,
  contentType: string | null,
  notes: ResponseAssumption[] = [],
): Read<ModelResponse> {
  const notJson = describeNonJson(text, contentType, WHAT);
  if (notJson) return { ok: false, problem: notJson };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'The endpoint answered 200, but its body is not valid JSON.' };
  }
  return readResponsesBody(body, notes);
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
  const pieces: { id: string | undefined; name: unknown; arguments: unknown }[] = [];
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
  const calls = readCalls(pieces, notes);
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

function readCalls(
  pieces: readonly { id: string | undefined; name: unknown; arguments: unknown }[],
  notes: ResponseAssumption[],
): Read<ModelToolCall[]> {
  const taken = new Set(pieces.flatMap((p) => (p.id ? [p.id] : [])));
  const seen = new Set<string>();
  const calls: ModelToolCall[] = [];
  for (const [call, piece] of pieces.entries()) {
    if (typeof piece.name !== 'string' || piece.name === '')
      return { ok: false, problem: `Function call ${call + 1} of the response has no name.` };
    let id = piece.id;
    if (id && seen.has(id))
      return {
        ok: false,
        problem: `The response has two function calls with the call_id ${JSON.stringify(id)}.`,
      };
    if (!id) {
      id = unusedId(taken, call);
      notes.push({ kind: 'tool-call-id-missing', call, id });
    }
    seen.add(id);
    let args: string;
    if (piece.arguments === undefined || piece.arguments === null) {
      args = '{}';
      notes.push({ kind: 'arguments-missing', call });
    } else if (typeof piece.arguments === 'string') args = piece.arguments;
    else {
      args = JSON.stringify(piece.arguments);
      notes.push({ kind: 'arguments-object', call });
    }
    calls.push({ id, name: piece.name, arguments: args });
  }
  return { ok: true, value: calls };
}

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
  return { promptTokens: input as number, completionTokens: output as number };
}
