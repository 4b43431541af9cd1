// The non-streaming path (and a stream request answered with one whole completion): the body as the endpoint
// sent it, read as a chat completion. A body that is not one — an HTML page, text, JSON that does not parse,
// an error object, no choices, a choice with no message, a call with no name — is a problem in one sentence,
// never an empty final answer.
import type { ResponseAssumption } from '../../engine/trace/response-assumption';
import type { ModelResponse } from '../model-types';
import {
  emptyAnswerProblem,
  errorBodyMessage,
  isObject,
  pickChoice,
  readContent,
  readFinishReason,
  readToolCallPieces,
  readUsage,
  type Read,
} from './completion-shape';
import { parseBodyText } from './body-text';
import { wholeCalls, type WholeCallWording } from './whole-calls';

const WHERE = 'The completion';

/** Reads the body text; `contentType` is the response's header (or null). */
export function readCompletionText(
  text: string,
  contentType: string | null,
  notes: ResponseAssumption[] = [],
): Read<ModelResponse> {
  const body = parseBodyText(text, contentType, 'a chat completion');
  return body.ok ? readCompletionBody(body.value, notes) : body;
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
  const calls = wholeCalls(pieces.value, notes, CHAT_WORDING);
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

const CHAT_WORDING: WholeCallWording = {
  noName: (call) => `${WHERE}'s tool call ${call + 1} has no function name.`,
  duplicateId: (id) => `${WHERE} has two tool calls with the id ${JSON.stringify(id)}.`,
};
