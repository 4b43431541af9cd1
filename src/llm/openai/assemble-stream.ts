// Streaming chat completions deliver an answer in chunks: text pieces, and each tool call's id and name then
// fragments of its arguments. The assembler reads each chunk without trusting its shape, turns it into UI
// deltas as it arrives, and at the end into one response — or a problem, when what arrived is not a completion
// (no chunk at all, a chunk that is not one, an empty answer, a call with no name).
import type { ResponseAssumption } from '../../engine/trace/response-assumption';
import type { FinishReason, ModelDelta, ModelResponse, ModelUsage } from '../model-types';
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
import { StreamedToolCalls } from './stream-tool-calls';

export class StreamAssembler {
  private text = '';
  private sawText = false;
  private readonly calls = new StreamedToolCalls();
  private finishReason: FinishReason | undefined;
  private usage: ModelUsage | undefined;
  private readonly notes = new Map<string, ResponseAssumption>();
  private chunks = 0;

  /** Absorbs one chunk as the SDK parsed it; returns what it added, in order, or why it is not a chunk. */
  push(raw: unknown): Read<ModelDelta[]> {
    this.chunks += 1;
    const where = `Stream chunk ${this.chunks}`;
    if (!isObject(raw)) return { ok: false, problem: `${where} is not a JSON object.` };
    const usage = readUsage(raw.usage);
    if (usage) this.usage = usage;
    if (raw.choices === undefined || raw.choices === null) {
      const error = errorBodyMessage(raw);
      if (error !== undefined) return { ok: false, problem: `The stream carried an error: ${error}` };
      return { ok: true, value: [] }; // a keep-alive or usage-only chunk
    }
    const notes: ResponseAssumption[] = [];
    const picked = pickChoice(raw.choices, where, notes, true);
    if (!picked.ok) return picked;
    for (const note of notes) this.note(note);
    const choice = picked.value;
    if (!choice) return { ok: true, value: [] };
    const delta = choice.delta ?? {};
    if (!isObject(delta)) return { ok: false, problem: `${where} has a "delta" that is not an object.` };
    const content = readContent(delta, `${where}'s delta`);
    if (!content.ok) return content;
    const pieces = readToolCallPieces(delta, `${where}'s delta`);
    if (!pieces.ok) return pieces;
    const deltas: ModelDelta[] = [];
    if (content.value) {
      this.text += content.value;
      this.sawText = true;
      deltas.push({ type: 'text', text: content.value });
    }
    for (const piece of pieces.value) deltas.push(...this.calls.push(piece));
    const finish = readFinishReason(choice.finish_reason);
    if (finish) this.finishReason = finish;
    return { ok: true, value: deltas };
  }

  finish(): Read<ModelResponse> {
    if (this.chunks === 0)
      return {
        ok: false,
        problem:
          'The stream ended without a single chunk: the endpoint did not send a chat completion stream.',
      };
    const { calls, assumptions } = this.calls.finish();
    const nameless = calls.findIndex((call) => call.name === '');
    if (nameless >= 0)
      return { ok: false, problem: `Streamed tool call ${nameless + 1} has no function name.` };
    const content = this.sawText ? this.text : null;
    const empty = emptyAnswerProblem(content, calls.length, this.finishReason);
    if (empty) return { ok: false, problem: empty };
    for (const note of assumptions) this.note(note);
    let finishReason = this.finishReason;
    if (!finishReason) {
      finishReason = calls.length > 0 ? 'tool_calls' : 'stop';
      this.note({ kind: 'finish-reason-missing', assumed: finishReason });
    }
    const notes = [...this.notes.values()];
    return {
      ok: true,
      value: {
        content,
        toolCalls: calls,
        finishReason,
        ...(this.usage ? { usage: this.usage } : {}),
        ...(notes.length > 0 ? { assumptions: notes } : {}),
      },
    };
  }

  private note(assumption: ResponseAssumption): void {
    this.notes.set(JSON.stringify(assumption), assumption);
  }
}
