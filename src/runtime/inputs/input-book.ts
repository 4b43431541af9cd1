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

  /** An input the runtime applied as it was recorded (a terminal edit): kept for replay, never applied again. */
  recordApplied(input: RecordedInput): void {
    this.inputs.push(input);
    this.applied.add(input);
  }

  all(): RecordedInput[] {
    return [...this.inputs];
  }
}
