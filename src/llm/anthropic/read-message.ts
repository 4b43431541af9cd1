// Reading what a Messages endpoint sent without trusting its shape: the usage (its cache figures kept only when
// said), the stop reason, and a whole (not streamed) `message` body with its text and `tool_use` blocks.
import type { ResponseAssumption } from '../../engine/trace/response-assumption';
import { tokenUsageOfAnthropic } from '../../engine/wire-shapes/anthropic-shape';
import type { FinishReason, ModelResponse, ModelToolCall, ModelUsage } from '../model-types';
import { emptyAnswerProblem, isObject, type Read } from '../openai/completion-shape';
import { parseBodyText } from '../openai/body-text';

type Json = Readonly<Record<string, unknown>>;

/** A usage object's figures; a figure that is not a whole number counts as not said. */
export function readMessagesUsage(raw: unknown): ModelUsage | undefined {
  if (!isObject(raw)) return undefined;
  const input = wholeNumber(raw.input_tokens);
  const output = wholeNumber(raw.output_tokens);
  if (input === undefined || output === undefined) return undefined;
  const read = wholeNumber(raw.cache_read_input_tokens);
  const created = wholeNumber(raw.cache_creation_input_tokens);
  return tokenUsageOfAnthropic({
    input_tokens: input,
    output_tokens: output,
    ...(read === undefined ? {} : { cache_read_input_tokens: read }),
    ...(created === undefined ? {} : { cache_creation_input_tokens: created }),
  });
}

/** The stop reason in the pipeline's words; none said is taken from whether the answer calls tools. */
export function finishReasonOfStop(stop: unknown, calls: number): FinishReason {
  switch (stop) {
    case 'tool_use':
      return 'tool_calls';
    case 'max_tokens':
    case 'model_context_window_exceeded':
      return 'length';
    case 'refusal':
      return 'content_filter';
    case 'end_turn':
    case 'stop_sequence':
    case 'pause_turn':
      return 'stop';
    default:
      return calls > 0 ? 'tool_calls' : 'stop';
  }
}

/** The words of an Anthropic error object (`{type: 'error', error: {type, message}}`), or undefined. */
export function messagesErrorWords(body: unknown): { type: string; message: string } | undefined {
  if (!isObject(body)) return undefined;
  const error = isObject(body.error) ? body.error : body.type === 'error' ? {} : undefined;
  if (!error) return undefined;
  const type = typeof error.type === 'string' ? error.type : 'error';
  const message = typeof error.message === 'string' ? error.message : 'an error without a message';
  return { type, message };
}

/** A whole Messages body (a stream asked for but not sent, or `stream: false`). */
export function readMessageText(
  text: string,
  contentType: string | null,
  notes: ResponseAssumption[] = [],
): Read<ModelResponse> {
  const parsed = parseBodyText(text, contentType, 'a Messages answer');
  if (!parsed.ok) return parsed;
  return readMessageBody(parsed.value, notes);
}

export function readMessageBody(body: unknown, notes: ResponseAssumption[] = []): Read<ModelResponse> {
  if (!isObject(body)) return { ok: false, problem: 'The answer is not a JSON object.' };
  const error = messagesErrorWords(body);
  if (error) return { ok: false, problem: `The answer is an error: ${error.message}` };
  if (!Array.isArray(body.content)) return { ok: false, problem: 'The answer has no "content" list.' };
  let text: string | null = null;
  const toolCalls: ModelToolCall[] = [];
  const blocks: unknown[] = body.content;
  for (const [n, block] of blocks.entries()) {
    if (!isObject(block)) return { ok: false, problem: `Content block ${n + 1} is not an object.` };
    if (block.type === 'text' && typeof block.text === 'string') text = (text ?? '') + block.text;
    if (block.type !== 'tool_use') continue;
    const call = toolUse(block, n);
    if (!call.ok) return call;
    toolCalls.push(call.value);
  }
  const finishReason = finishReasonOfStop(body.stop_reason, toolCalls.length);
  const empty = emptyAnswerProblem(text, toolCalls.length, finishReason);
  if (empty) return { ok: false, problem: empty };
  const usage = readMessagesUsage(body.usage);
  return {
    ok: true,
    value: {
      content: text,
      toolCalls,
      finishReason,
      ...(usage ? { usage } : {}),
      ...(notes.length > 0 ? { assumptions: notes } : {}),
    },
  };
}

function toolUse(block: Json, n: number): Read<ModelToolCall> {
  if (typeof block.id !== 'string' || block.id === '')
    return { ok: false, problem: `Tool use block ${n + 1} has no id.` };
  if (typeof block.name !== 'string' || block.name === '')
    return { ok: false, problem: `Tool use block ${n + 1} has no name.` };
  const input = block.input === undefined ? {} : block.input;
  return { ok: true, value: { id: block.id, name: block.name, arguments: JSON.stringify(input) } };
}

function wholeNumber(value: unknown): number | undefined {
  return Number.isInteger(value) && (value as number) >= 0 ? (value as number) : undefined;
}
