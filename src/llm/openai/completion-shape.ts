// Reading an endpoint's JSON as a chat completion (or one chunk of a stream) without trusting its shape. What
// the page cannot read as a completion is a problem, said in one sentence; harmless departures are tolerated
// and noted as assumptions (ResponseAssumption). Shared by the whole-completion and the streaming paths.
import type { ResponseAssumption } from '../../engine/trace/response-assumption';
import type { FinishReason, ModelUsage } from '../model-types';

export type Read<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problem: string };

/** One tool-call piece of a message or a chunk, checked for shape (readToolCallPieces); stream-tool-calls.ts joins them. */
export interface ToolCallPiece {
  readonly index?: number;
  readonly id?: string;
  readonly typeMissing: boolean;
  readonly name?: string;
  /** Text to append, or a whole JSON object. */
  readonly arguments?: string | Readonly<Record<string, unknown>>;
}

type Json = Readonly<Record<string, unknown>>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON body that says it is an error (some gateways answer 200 with `{"error": …}`). */
export function errorBodyMessage(body: Json): string | undefined {
  const error = body.error;
  if (typeof error === 'string') return error;
  if (isObject(error) && typeof error.message === 'string') return error.message;
  return error === undefined ? undefined : 'an error without a message';
}

/**
 * The choice to read: the one with index 0. A lone choice with no index is taken as 0 (noted); several without
 * one, or none numbered 0, cannot be read. `choices` may be empty only in a stream (the usage chunk).
 */
export function pickChoice(
  choices: unknown,
  where: string,
  notes: ResponseAssumption[],
  allowEmpty: boolean,
): Read<Json | null> {
  if (!Array.isArray(choices)) return { ok: false, problem: `${where} has no "choices" list.` };
  if (choices.length === 0)
    return allowEmpty ? { ok: true, value: null } : { ok: false, problem: `${where} has no choices.` };
  const entries: unknown[] = choices;
  if (!entries.every(isObject)) return { ok: false, problem: `${where} has a choice that is not an object.` };
  const objects = entries;
  const first = objects.find((c) => c.index === 0);
  if (first) return { ok: true, value: first };
  const unnumbered = objects.filter((c) => c.index === undefined || c.index === null);
  if (objects.length === 1 && unnumbered.length === 1) {
    notes.push({ kind: 'choice-index-missing' });
    return { ok: true, value: objects[0]! };
  }
  if (unnumbered.length > 0)
    return { ok: false, problem: `${where} has ${objects.length} choices and not all say their "index".` };
  // Other choices of an n > 1 request: not the one the page reads.
  return allowEmpty
    ? { ok: true, value: null }
    : { ok: false, problem: `${where} has no choice with index 0.` };
}

/** Content is text, null or absent; anything else (a list of parts, a number) is not read as text. */
export function readContent(message: Json, where: string): Read<string | null> {
  const content = message.content;
  if (content === undefined || content === null) return { ok: true, value: null };
  if (typeof content === 'string') return { ok: true, value: content };
  return { ok: false, problem: `${where} has "content" that is not text.` };
}

export function readToolCallPieces(message: Json, where: string): Read<ToolCallPiece[]> {
  const raw = message.tool_calls;
  if (raw === undefined || raw === null) return { ok: true, value: [] };
  if (!Array.isArray(raw)) return { ok: false, problem: `${where} has "tool_calls" that is not a list.` };
  const pieces: ToolCallPiece[] = [];
  const list: unknown[] = raw;
  for (const [n, call] of list.entries()) {
    const piece = readToolCallPiece(call, `${where}, tool call ${n + 1},`);
    if (!piece.ok) return piece;
    pieces.push(piece.value);
  }
  return { ok: true, value: pieces };
}

function readToolCallPiece(raw: unknown, where: string): Read<ToolCallPiece> {
  if (!isObject(raw)) return { ok: false, problem: `${where} is not an object.` };
  const { index, id, type } = raw;
  if (index !== undefined && index !== null && !(Number.isInteger(index) && (index as number) >= 0))
    return { ok: false, problem: `${where} has an "index" that is not a whole number.` };
  if (id !== undefined && id !== null && typeof id !== 'string')
    return { ok: false, problem: `${where} has an "id" that is not text.` };
  if (type !== undefined && type !== null && type !== 'function')
    return {
      ok: false,
      problem: `${where} has type ${JSON.stringify(type)}; only function tools were offered.`,
    };
  const fn = raw.function;
  if (fn !== undefined && fn !== null && !isObject(fn))
    return { ok: false, problem: `${where} has a "function" that is not an object.` };
  const name = isObject(fn) ? fn.name : undefined;
  if (name !== undefined && name !== null && typeof name !== 'string')
    return { ok: false, problem: `${where} has a function name that is not text.` };
  const args = isObject(fn) ? fn.arguments : undefined;
  if (args !== undefined && args !== null && typeof args !== 'string' && !isObject(args))
    return { ok: false, problem: `${where} has "arguments" that are neither JSON text nor an object.` };
  return {
    ok: true,
    value: {
      ...(typeof index === 'number' ? { index } : {}),
      ...(typeof id === 'string' && id !== '' ? { id } : {}),
      typeMissing: type === undefined || type === null,
      ...(typeof name === 'string' && name !== '' ? { name } : {}),
      ...(args === undefined || args === null ? {} : { arguments: args }),
    },
  };
}

export function readFinishReason(raw: unknown): FinishReason | undefined {
  if (typeof raw !== 'string') return undefined;
  switch (raw) {
    case 'tool_calls':
    case 'function_call':
      return 'tool_calls';
    case 'length':
      return 'length';
    case 'content_filter':
      return 'content_filter';
    default:
      return 'stop';
  }
}

export function readUsage(raw: unknown): ModelUsage | undefined {
  if (!isObject(raw)) return undefined;
  const { prompt_tokens: prompt, completion_tokens: completion } = raw;
  if (!Number.isInteger(prompt) || !Number.isInteger(completion)) return undefined;
  const cached = cachedCount(raw.prompt_tokens_details);
  return {
    promptTokens: prompt as number,
    completionTokens: completion as number,
    ...(cached === undefined ? {} : { cacheReadTokens: cached }),
  };
}

/** `cached_tokens` of a usage's prompt (or input) token details, when the endpoint said it. */
export function cachedCount(details: unknown): number | undefined {
  if (!isObject(details)) return undefined;
  const cached = details.cached_tokens;
  return Number.isInteger(cached) && (cached as number) >= 0 ? (cached as number) : undefined;
}

/** An answer with no text and no tool calls is empty, unless it was cut short (length, content filter). */
export function emptyAnswerProblem(
  content: string | null,
  toolCalls: number,
  finishReason: FinishReason | undefined,
): string | undefined {
  if ((content ?? '') !== '' || toolCalls > 0) return undefined;
  if (finishReason === 'length' || finishReason === 'content_filter') return undefined;
  return 'The answer is empty: no text and no tool calls.';
}

/** An id for a call that came without one, unlike any the answer uses. */
export function unusedId(taken: Set<string>, call: number): string {
  let n = call + 1;
  while (taken.has(`call_toolscope_${n}`)) n += 1;
  const id = `call_toolscope_${n}`;
  taken.add(id);
  return id;
}
