// A whole answer's tool calls, as either protocol lists them, made into the engine's calls: every call named,
// ids unique (a missing id gets one no other call has), arguments a string (missing → "{}", an object →
// its JSON). Each repair is noted as an assumption so the trace says what was not as the API documents it.
// The protocols differ only in the words of a refusal, so each passes its own.
import type { ResponseAssumption } from '../../engine/trace/response-assumption';
import type { ModelToolCall } from '../model-types';
import { unusedId, type Read } from './completion-shape';

export interface WholeCallPiece {
  readonly id?: string | undefined;
  readonly name?: unknown;
  readonly arguments?: unknown;
  /** Chat Completions only: the entry had no `"type": "function"`. */
  readonly typeMissing?: boolean;
}

export interface WholeCallWording {
  readonly noName: (call: number) => string;
  readonly duplicateId: (id: string) => string;
}

export function wholeCalls(
  pieces: readonly WholeCallPiece[],
  notes: ResponseAssumption[],
  wording: WholeCallWording,
): Read<ModelToolCall[]> {
  const taken = new Set(pieces.flatMap((p) => (p.id ? [p.id] : [])));
  const seen = new Set<string>();
  const calls: ModelToolCall[] = [];
  for (const [call, piece] of pieces.entries()) {
    if (typeof piece.name !== 'string' || piece.name === '')
      return { ok: false, problem: wording.noName(call) };
    if (piece.typeMissing) notes.push({ kind: 'tool-call-type-missing', call });
    let id = piece.id;
    if (id && seen.has(id)) return { ok: false, problem: wording.duplicateId(id) };
    if (!id) {
      id = unusedId(taken, call);
      notes.push({ kind: 'tool-call-id-missing', call, id });
    }
    seen.add(id);
    calls.push({ id, name: piece.name, arguments: argumentsText(piece.arguments, call, notes) });
  }
  return { ok: true, value: calls };
}

function argumentsText(raw: unknown, call: number, notes: ResponseAssumption[]): string {
  if (raw === undefined || raw === null) {
    notes.push({ kind: 'arguments-missing', call });
    return '{}';
  }
  if (typeof raw === 'string') return raw;
  notes.push({ kind: 'arguments-object', call });
  return JSON.stringify(raw);
}
