// The inputs of a run: the recorded ones (replayed at their anchors) and the new ones a person makes while
// the run is live. A live input made while the run is paused is queued and anchored to the next phase
// boundary the runtime reaches — the point where it is actually applied — so a replay applies it there too.
import {
  anchorOf,
  sameAnchor,
  type Anchor,
  type RecordedInput,
  type RecordedPermissionReply,
  type RetryAnswer,
} from '../spec/recorded-input';

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

  /** `changed`: told after every change to what `all()` or `queuedInputs()` return (the library saves then). */
  constructor(
    recorded: readonly RecordedInput[],
    private readonly changed: () => void = () => undefined,
  ) {
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
    const anchoredSome = this.queued.length > 0;
    this.queued = [];
    for (const input of due) this.applied.add(input);
    if (anchoredSome) this.changed();
    return due;
  }

  /**
   * Recorded inputs anchored here and not applied yet, from the first on while `accept` holds (document
   * order), each returned once. Queued live ones are left for `takeAt`.
   */
  takeLeading(anchor: Anchor, accept: (input: RecordedInput) => boolean): RecordedInput[] {
    const due: RecordedInput[] = [];
    for (const input of this.inputs) {
      const at = anchorOf(input);
      if (at === undefined || !sameAnchor(at, anchor) || this.applied.has(input)) continue;
      if (!accept(input)) break;
      due.push(input);
    }
    for (const input of due) this.applied.add(input);
    return due;
  }

  /** Live inputs waiting for the next boundary. */
  get hasQueued(): boolean {
    return this.queued.length > 0;
  }

  queue(input: LiveInput): void {
    this.queued.push(input);
    this.changed();
  }

  /** Live inputs made but not anchored yet (they land at the next boundary), oldest first. */
  queuedInputs(): LiveInput[] {
    return [...this.queued];
  }

  permissionAnswer(callId: string): RecordedPermissionReply | undefined {
    for (const input of this.inputs) {
      if (input.type === 'permission-answer' && input.callId === callId) return input.answer;
    }
    return undefined;
  }

  /** The decision recorded for the session's `failure`-th failed model call, if any. */
  retryAnswer(failure: number): RetryAnswer | undefined {
    for (const input of this.inputs) {
      if (input.type === 'call-retry' && input.failure === failure) return input.answer;
    }
    return undefined;
  }

  record(input: RecordedInput): void {
    this.inputs.push(input);
    this.changed();
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
    this.changed();
  }

  all(): RecordedInput[] {
    return [...this.inputs];
  }
}
