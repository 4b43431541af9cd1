// The inputs of a run: the recorded ones (replayed at their anchors) and the new ones a person makes while
// the run is live. A live input made while the run is paused is queued and anchored to the next phase
// boundary the runtime reaches — the point where it is actually applied — so a replay applies it there too.
import type { PermissionAnswer } from '../../engine';
import { anchorOf, sameAnchor, type Anchor, type RecordedInput } from '../spec/recorded-input';

/** A live input before it knows its anchor. */
export type LiveInput = RecordedInput extends infer I
  ? I extends { at: Anchor }
    ? Omit<I, 'at'>
    : never
  : never;

export class InputBook {
  private readonly inputs: RecordedInput[];
  private readonly applied = new Set<RecordedInput>();
  private queued: LiveInput[] = [];

  constructor(recorded: readonly RecordedInput[]) {
    this.inputs = [...recorded];
  }

  /** Recorded inputs anchored here, in document order, each returned once; then the queued live ones. */
  takeAt(anchor: Anchor): RecordedInput[] {
    const due = this.inputs.filter((input) => {
      const at = anchorOf(input);
      return at !== undefined && sameAnchor(at, anchor) && !this.applied.has(input);
    });
    for (const input of this.queued) {
      const anchored = { ...input, at: anchor } as RecordedInput;
      this.inputs.push(anchored);
      due.push(anchored);
    }
    this.queued = [];
    for (const input of due) this.applied.add(input);
    return due;
  }

  /** Live inputs waiting for the next boundary. */
  get hasQueued(): boolean {
    return this.queued.length > 0;
  }

  queue(input: LiveInput): void {
    this.queued.push(input);
  }

  permissionAnswer(callId: string): PermissionAnswer | undefined {
    for (const input of this.inputs) {
      if (input.type === 'permission-answer' && input.callId === callId) return input.answer;
    }
    return undefined;
  }

  record(input: RecordedInput): void {
    this.inputs.push(input);
  }

  /**
   * An input the runtime applied as it was made (a terminal command's or an editor's changes at the boundary
   * the run rests at): kept for replay, never applied again. It went in before the recorded inputs still
   * waiting at the same anchor, so it is placed before them: a replay applies them in the same order.
   */
  recordApplied(input: RecordedInput): void {
    const at = anchorOf(input);
    const waiting = at
      ? this.inputs.findIndex((other) => {
          const otherAt = anchorOf(other);
          return otherAt !== undefined && sameAnchor(otherAt, at) && !this.applied.has(other);
        })
      : -1;
    if (waiting < 0) this.inputs.push(input);
    else this.inputs.splice(waiting, 0, input);
    this.applied.add(input);
  }

  all(): RecordedInput[] {
    return [...this.inputs];
  }
}
