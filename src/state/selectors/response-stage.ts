// The model's response as of the cursor: what has streamed so far, piece by piece (text, and each tool call's
// name and argument fragments), or the whole response once it is assembled. The pipeline's Response box and
// the conversation's turn being written (pending-turn.ts) both draw from it.
import type { ModelDeltaEvent, ModelRequestEvent, ModelResponseEvent } from '../../engine';

export interface StreamingCall {
  /** Its position in the model's list of tool calls. */
  readonly index: number;
  readonly id: string | null;
  readonly name: string | null;
  /** The argument fragments in the order they arrived (joined: the arguments so far). */
  readonly pieces: readonly string[];
}

export interface ResponseStage {
  /** The text so far (all of it once the response is assembled). */
  readonly text: string;
  /** The text's deltas in the order they arrived (joined: `text`; one piece when nothing streamed). */
  readonly textPieces: readonly string[];
  /** The calls as streamed so far (as assembled once the response is, when nothing streamed). */
  readonly calls: readonly StreamingCall[];
  readonly toolCalls: number;
  /**
   * Streamed deltas received so far. An OpenAI-compatible endpoint streams one token per delta, and the
   * providers that hold a whole response cut it the same way (llm/response-deltas.ts), so this is the
   * token count as the tokens come; the API's own count is `usage`, once it arrives.
   */
  readonly deltas: number;
  /** The request went out and nothing has streamed back yet. */
  readonly waitingForFirstToken: boolean;
  readonly done: boolean;
  readonly finishReason: string | null;
  readonly usage: ModelResponseEvent['usage'] | null;
}

/** Tool calls as the deltas have written them so far, in the model's order. */
export function streamedCalls(deltas: readonly ModelDeltaEvent[]): StreamingCall[] {
  const calls: { index: number; id: string | null; name: string | null; pieces: string[] }[] = [];
  for (const { delta } of deltas) {
    if (delta.kind !== 'tool-call') continue;
    const call = (calls[delta.index] ??= { index: delta.index, id: null, name: null, pieces: [] });
    if (delta.id) call.id = delta.id;
    if (delta.name) call.name = delta.name;
    if (delta.argumentsFragment) call.pieces.push(delta.argumentsFragment);
  }
  return calls.filter(Boolean);
}

/**
 * The response as of the cursor: what has streamed so far, piece by piece; once it is assembled, the same
 * pieces (or the whole response as one piece, when it came without deltas: a trace file stripped of them).
 */
export function responseStage(
  request: ModelRequestEvent | null,
  response: ModelResponseEvent | null,
  deltas: readonly ModelDeltaEvent[],
): ResponseStage | null {
  if (request === null && response === null) return null;
  const textPieces: string[] = [];
  for (const { delta } of deltas) if (delta.kind === 'text') textPieces.push(delta.text);
  const streamed = streamedCalls(deltas);
  if (response === null) {
    return {
      text: textPieces.join(''),
      textPieces,
      calls: streamed,
      toolCalls: streamed.length,
      deltas: deltas.length,
      waitingForFirstToken: deltas.length === 0,
      done: false,
      finishReason: null,
      usage: null,
    };
  }
  const text = response.content ?? '';
  return {
    text,
    textPieces: textPieces.join('') === text ? textPieces : text ? [text] : [],
    calls:
      streamed.length === response.toolCalls.length
        ? streamed
        : response.toolCalls.map((call, index) => ({
            index,
            id: call.id,
            name: call.name,
            pieces: call.arguments ? [call.arguments] : [],
          })),
    toolCalls: response.toolCalls.length,
    deltas: deltas.length,
    waitingForFirstToken: false,
    done: true,
    finishReason: response.finishReason,
    usage: response.usage ?? null,
  };
}
