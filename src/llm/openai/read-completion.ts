// The non-streaming path (and a stream request answered with one whole completion): the body as the endpoint
// sent it, read as a chat completion. A body that is not one — an HTML page, text, JSON that does not parse,
// an error object, no choices, a choice with no message, a call with no name — is a problem in one sentence,
// never an empty final answer.
import type { ResponseAssumption } from '../../engine/trace/response-assumption';
import type { ModelResponse, ModelToolCall } from '../model-types';
import {
  emptyAnswerProblem,
  errorBodyMessage,
  isObject,
  pickChoice,
  readContent,
  readFinishReason,
  readToolCallPieces,
  readUsage,
  unusedId,
  type Read,
} from './completion-shape';
import type { ToolCallPiece } from './stream-tool-calls';

const WHERE = 'The completion';

/** Reads the body text; `contentType` is the response's header (or null). */
export function readCompletionText(
  text: string,
  contentType: string | null,
  notes: ResponseAssumption[] = [],
): Read<ModelResponse> {
  const notJson = describeNonJson(text, contentType);
  if (notJson) return { ok: false, problem: notJson };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'The endpoint answered 200, but its body is not valid JSON.' };
  }
  return readCompletionBody(body, notes);
}

export function readCompletionBody(body: unknown, notes: ResponseAssumption[] = []): Read<ModelResponse> {
  if (!isObject(body))
    return { ok: false, problem: 'The endpoint answered 200, but its body is not a JSON object.' };
  if (body.choices === undefined) {
    const error = errorBodyMessage(body);
    if (error !== undefined)
      return {
        ok: false,
        problem: `The endpoint answered 200 with an error instead of a completion: ${error}`,
      };
  }
  const choice = pickChoice(body.choices, WHERE, notes, false);
  if (!choice.ok) return choice;
  const message = choice.value!.message;
  if (!isObject(message)) return { ok: false, problem: `${WHERE}'s choice has no "message".` };
  const content = readContent(message, `${WHERE}'s message`);
  if (!content.ok) return content;
  const pieces = readToolCallPieces(message, `${WHERE}'s message`);
  if (!pieces.ok) return pieces;
  const calls = wholeCalls(pieces.value, notes);
  if (!calls.ok) return calls;
  let finishReason = readFinishReason(choice.value!.finish_reason);
  const empty = emptyAnswerProblem(content.value, calls.value.length, finishReason);
  if (empty) return { ok: false, problem: empty };
  if (!finishReason) {
    finishReason = calls.value.length > 0 ? 'tool_calls' : 'stop';
    notes.push({ kind: 'finish-reason-missing', assumed: finishReason });
  }
  const usage = readUsage(body.usage);
  return {
    ok: true,
    value: {
      content: content.value,
      toolCalls: calls.value,
      finishReason,
      ...(usage ? { usage } : {}),
      ...(notes.length > 0 ? { assumptions: notes } : {}),
    },
  };
}

/** Each entry of a whole message's `tool_calls` is one complete call. */
function wholeCalls(pieces: readonly ToolCallPiece[], notes: ResponseAssumption[]): Read<ModelToolCall[]> {
  const calls: ModelToolCall[] = [];
  const ids = new Set(pieces.flatMap((p) => (p.id ? [p.id] : [])));
  const seen = new Set<string>();
  for (const [call, piece] of pieces.entries()) {
    if (!piece.name) return { ok: false, problem: `${WHERE}'s tool call ${call + 1} has no function name.` };
    if (piece.typeMissing) notes.push({ kind: 'tool-call-type-missing', call });
    let id = piece.id;
    if (id && seen.has(id))
      return { ok: false, problem: `${WHERE} has two tool calls with the id ${JSON.stringify(id)}.` };
    if (!id) {
      id = unusedId(ids, call);
      notes.push({ kind: 'tool-call-id-missing', call, id });
    }
    seen.add(id);
    let args: string;
    if (piece.arguments === undefined) {
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

/** Why a body is not JSON at all, judged by its content type and first character; undefined if it may be. */
export function describeNonJson(
  text: string,
  contentType: string | null,
  what = 'a chat completion',
): string | undefined {
  const media = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const start = text.trimStart();
  if (media === 'text/html' || /^<(!doctype|html|head|body)\b/i.test(start))
    return `The endpoint answered with an HTML page, not ${what}: the base URL probably points at a website rather than the API (it often ends in /v1).`;
  if (start === '') return `The endpoint answered 200 with an empty body, not ${what}.`;
  if (!start.startsWith('{') && !start.startsWith('['))
    return `The endpoint answered with ${media || 'text'}, not ${what.replace(/^an? /, 'a JSON ')}.`;
  return undefined;
}
