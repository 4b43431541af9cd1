// Where a failed model call waits for the person (decision 0735). The step does not end on a 429, a 500, a
// timeout or a cut stream: it waits here, and the person retries it (the same request is sent again) or gives
// up (the run ends with the failure, as every failure used to). A decision recorded for this failure wins (a
// replay, a reload); a headless run gives up, as it always did. The person's decision is recorded by the
// failure's number in the session, so a replay meets it at the same failure. Nothing retries on its own: the
// page's countdown (ui/session/RetryFailedCall) only presses "retry" for the person who asked it to.
import type { ModelError } from '../../llm/model-types';
import type { RecordedInput, RetryAnswer } from '../spec/recorded-input';

export type { RetryAnswer };

/** `ask`: a person decides (the page); `give-up`: nobody can (the CLI, a headless replay). */
export type RetryPolicy = 'ask' | 'give-up';

/** A failed call waiting for a decision, as the page's status shows it. */
export interface FailedCall {
  /** The session's failed calls counted from 1 (the model-error event's `failure`). */
  readonly failure: number;
  readonly step: number;
  /** Absent for the main agent; a subagent's failed call waits the same way. */
  readonly scope?: string;
  readonly error: ModelError;
}

/** The part of the session's inputs the desk reads and writes (inputs/input-book.ts). */
export interface RetryRecord {
  retryAnswer(failure: number): RetryAnswer | undefined;
  record(input: RecordedInput): void;
}

export interface FailedCallDeskDeps {
  readonly book: RetryRecord;
  readonly policy: RetryPolicy;
  /** Resolves once the model-error event with this seq is shown: nobody decides about what they cannot see. */
  readonly visible: (seq: number) => Promise<void>;
  /** The run's signal as it stands now (a Stop aborts it; a new run after a Stop gets a fresh one). */
  readonly signal: () => AbortSignal;
  /** Holds the release where the failure is shown (a run does not pass a failed call unseen). */
  readonly hold: () => void;
  /** Told when a failed call starts or stops waiting for the person. */
  readonly onWaitingChange?: () => void;
}

export class FailedCallDesk {
  private waiting: { call: FailedCall; resolve: (answer: RetryAnswer) => void } | undefined;

  constructor(private readonly deps: FailedCallDeskDeps) {}

  get pending(): FailedCall | undefined {
    return this.waiting?.call;
  }

  async decide(call: FailedCall, seq: number): Promise<RetryAnswer> {
    const recorded = this.deps.book.retryAnswer(call.failure);
    if (recorded) return recorded;
    if (this.deps.policy === 'give-up') return 'give-up';
    const signal = this.deps.signal();
    await this.deps.visible(seq);
    if (signal.aborted) return this.recorded(call, 'give-up');
    this.deps.hold();
    const answer = await new Promise<RetryAnswer>((resolve) => {
      this.waiting = { call, resolve };
      // A Stop while the call waits gives up: the run ends with the failure it stopped on.
      signal.addEventListener('abort', () => resolve('give-up'), { once: true });
      this.deps.onWaitingChange?.();
    });
    this.waiting = undefined;
    this.deps.onWaitingChange?.();
    return this.recorded(call, signal.aborted ? 'give-up' : answer);
  }

  /** The person's decision; false when no failed call waits. */
  answer(answer: RetryAnswer): boolean {
    if (!this.waiting) return false;
    this.waiting.resolve(answer);
    return true;
  }

  private recorded(call: FailedCall, answer: RetryAnswer): RetryAnswer {
    this.deps.book.record({ type: 'call-retry', failure: call.failure, answer });
    return answer;
  }
}
