// Streamed tool calls arrive in pieces, and endpoints disagree on how a piece says which call it belongs to.
// The rule: by `index` when the piece has one, else by `id`, else by order of first appearance (a piece with
// neither continues the call before it, unless that call is already complete). Two calls' arguments are never
// concatenated: a piece whose id differs from its index's call, or a new name or new arguments after a call's
// arguments are already a complete JSON value, starts a new call instead. Arguments sent as a JSON object
// rather than text are accepted and written out as JSON.
import type { ResponseAssumption } from '../../engine/trace/response-assumption';
import type { ModelDelta } from '../model-types';
import { unusedId, type ToolCallPiece } from './completion-shape';

interface Slot {
  /** Position in order of first appearance: the delta index and the final order. */
  readonly position: number;
  id: string;
  name: string;
  arguments: string;
  /** The arguments came as one JSON object: nothing may be appended to them. */
  closed: boolean;
}

export class StreamedToolCalls {
  private readonly slots: Slot[] = [];
  private readonly byIndex = new Map<number, Slot>();
  private readonly byId = new Map<string, Slot>();
  private readonly notes = new Map<string, ResponseAssumption>();

  /** Absorbs one piece; returns the deltas it adds (a start for a new call, then its argument text). */
  push(piece: ToolCallPiece): ModelDelta[] {
    const deltas: ModelDelta[] = [];
    let slot = this.slotFor(piece);
    if (!slot) {
      slot = this.open(piece);
      deltas.push({ type: 'tool-call-start', index: slot.position, id: slot.id, name: slot.name });
    } else {
      // Some gateways repeat or late-deliver the id and name; keep the first non-empty value.
      if (!slot.id && piece.id) {
        slot.id = piece.id;
        this.byId.set(piece.id, slot);
      }
      if (!slot.name && piece.name) slot.name = piece.name;
    }
    const args = piece.arguments;
    if (typeof args === 'string' && args.length > 0) {
      slot.arguments += args;
      deltas.push({ type: 'tool-call-arguments', index: slot.position, fragment: args });
    } else if (args !== undefined && typeof args !== 'string') {
      const text = JSON.stringify(args);
      slot.arguments = text;
      slot.closed = true;
      this.note({ kind: 'arguments-object', call: slot.position });
      deltas.push({ type: 'tool-call-arguments', index: slot.position, fragment: text });
    }
    return deltas;
  }

  get count(): number {
    return this.slots.length;
  }

  /** The calls in order of first appearance, with what had to be assumed about them. */
  finish(): {
    calls: { id: string; name: string; arguments: string }[];
    assumptions: ResponseAssumption[];
  } {
    const taken = new Set(this.slots.map((s) => s.id).filter((id) => id !== ''));
    const calls = this.slots.map((slot) => {
      let { id, arguments: args } = slot;
      if (id === '') {
        id = unusedId(taken, slot.position);
        this.note({ kind: 'tool-call-id-missing', call: slot.position, id });
      }
      if (args === '') {
        args = '{}';
        this.note({ kind: 'arguments-missing', call: slot.position });
      }
      return { id, name: slot.name, arguments: args };
    });
    return { calls, assumptions: [...this.notes.values()] };
  }

  private slotFor(piece: ToolCallPiece): Slot | undefined {
    if (piece.index !== undefined) {
      const atIndex = this.byIndex.get(piece.index);
      // An id that differs from the call at this index is another call (some gateways number every call 0).
      if (atIndex && piece.id && atIndex.id && piece.id !== atIndex.id) return this.byId.get(piece.id);
      if (atIndex) return startsAnother(atIndex, piece, true) ? undefined : atIndex;
      return piece.id ? this.byId.get(piece.id) : undefined;
    }
    if (piece.id) return this.byId.get(piece.id);
    const last = this.slots.at(-1);
    return last && !startsAnother(last, piece, false) ? last : undefined;
  }

  private open(piece: ToolCallPiece): Slot {
    const slot: Slot = {
      position: this.slots.length,
      id: piece.id ?? '',
      name: piece.name ?? '',
      arguments: '',
      closed: false,
    };
    this.slots.push(slot);
    // The latest call to claim an index is the one its next pieces continue (an earlier one keeps its id).
    if (piece.index !== undefined) this.byIndex.set(piece.index, slot);
    if (piece.id) this.byId.set(piece.id, slot);
    // Only a call's first piece carries its type; the pieces after it never do.
    if (piece.typeMissing) this.note({ kind: 'tool-call-type-missing', call: slot.position });
    if (piece.index === undefined)
      this.note({ kind: 'tool-call-index-missing', call: slot.position, by: piece.id ? 'id' : 'order' });
    return slot;
  }

  private note(assumption: ResponseAssumption): void {
    this.notes.set(JSON.stringify(assumption), assumption);
  }
}

/**
 * A piece that cannot continue `slot` without joining two calls: another name, or more arguments once the
 * slot's are a complete JSON value. Without an index to go by, a name after complete arguments opens a call
 * too; with one, a repeated name is only the gateway repeating itself.
 */
function startsAnother(slot: Slot, piece: ToolCallPiece, indexed: boolean): boolean {
  if (piece.name && slot.name && piece.name !== slot.name) return true;
  const args = piece.arguments;
  if (args !== undefined && typeof args !== 'string') return slot.arguments !== '';
  const moreText = typeof args === 'string' && args.length > 0;
  const done = slot.closed || isCompleteJson(slot.arguments);
  if (moreText) return done;
  return !indexed && piece.name !== undefined && piece.name !== '' && done;
}

function isCompleteJson(text: string): boolean {
  if (text.trim() === '') return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
