// Resolves an ASK: a recorded answer for the call wins (replay); otherwise the policy decides — a person
// (interactive), a fixed answer (the CLI's --ask), or "fail" (headless replay with nothing recorded: the
// run stops and the CLI exits 4). Every outcome is appended as a permission-answer event, a person's answer
// is recorded, and a question that ends without one says how: `unanswered` (fail) or `stopped` (Stop).
// A Stop pressed while the question waited is recorded too (`answer: 'stopped'`): a replay — a reload
// there included — stops the run at the same question, as it ended, instead of waiting on it again.
import type {
  EventSink,
  PermissionAnswer,
  PermissionNonAnswer,
  PermissionReply,
  PermissionRequest,
} from '../../engine';
import type { InputBook } from '../inputs/input-book';
import { assertNever } from '../../common/assert-never';

export type AskPolicy =
  | { readonly kind: 'interactive' }
  | { readonly kind: 'fixed'; readonly answer: PermissionAnswer }
  | { readonly kind: 'fail' };

export interface PermissionDeskDeps {
  readonly book: InputBook;
  readonly sink: EventSink;
  readonly policy: AskPolicy;
  readonly step: () => number;
  readonly nowMs: () => number;
  /** Resolves once the person can see the question (the ask event is released). */
  readonly questionVisible: () => Promise<void>;
  /** Ends the run: used when the policy is `fail`, and to replay a Stop recorded at a question. */
  readonly abort: () => void;
  readonly signal: AbortSignal;
  /** Told when a question starts or stops waiting for a person. */
  readonly onWaitingChange?: () => void;
}

export class PermissionDesk {
  private waiting: { request: PermissionRequest; resolve: (reply: PermissionReply) => void } | undefined;
  /** The question a headless run could not answer. */
  unanswered: PermissionRequest | undefined;

  constructor(private readonly deps: PermissionDeskDeps) {
    deps.signal.addEventListener('abort', () => this.waiting?.resolve('stopped'));
  }

  get pendingQuestion(): PermissionRequest | undefined {
    return this.waiting?.request;
  }

  readonly ask = async (request: PermissionRequest): Promise<PermissionReply> => {
    const recorded = this.deps.book.permissionAnswer(request.callId);
    if (recorded === 'stopped') {
      // As the Stop did: the run is aborted while the question waits, and the question ends unanswered.
      this.deps.abort();
      return this.ended(request, 'stopped');
    }
    if (recorded) return this.answered(request, recorded, 'recorded');
    const { policy } = this.deps;
    switch (policy.kind) {
      case 'fixed':
        return this.answered(request, policy.answer, 'cli');
      case 'fail':
        this.unanswered = request;
        this.ended(request, 'unanswered');
        this.deps.abort();
        return 'unanswered';
      case 'interactive': {
        await this.deps.questionVisible();
        if (this.deps.signal.aborted) return this.stopped(request);
        const reply = await new Promise<PermissionReply>((resolve) => {
          this.waiting = { request, resolve };
          this.deps.onWaitingChange?.();
        });
        this.waiting = undefined;
        this.deps.onWaitingChange?.();
        // An answer that arrives with the stop is not applied: the run is ending. Only Stop aborts a run
        // while a person is asked (the `fail` policy never waits), so the Stop is what is recorded.
        if (this.deps.signal.aborted || !isAnswer(reply)) return this.stopped(request);
        this.deps.book.record({ type: 'permission-answer', callId: request.callId, answer: reply });
        return this.answered(request, reply, 'user');
      }
      default: {
        return assertNever(policy);
      }
    }
  };

  /** The person's answer; false when no question with this id is waiting. */
  answer(requestId: string, answer: PermissionAnswer): boolean {
    if (!this.waiting || this.waiting.request.requestId !== requestId) return false;
    this.waiting.resolve(answer);
    return true;
  }

  /** Stop, pressed while the question was asked: recorded, so a replay stops at this question too. */
  private stopped(request: PermissionRequest): PermissionNonAnswer {
    this.deps.book.record({ type: 'permission-answer', callId: request.callId, answer: 'stopped' });
    return this.ended(request, 'stopped');
  }

  /** The question ended without an answer: the trace says how, never that someone denied it. */
  private ended(request: PermissionRequest, how: PermissionNonAnswer): PermissionNonAnswer {
    this.append(request, how, 'none');
    return how;
  }

  private answered(
    request: PermissionRequest,
    answer: PermissionAnswer,
    source: 'user' | 'recorded' | 'cli',
  ): PermissionAnswer {
    this.append(request, answer, source);
    return answer;
  }

  private append(
    request: PermissionRequest,
    answer: PermissionReply,
    source: 'user' | 'recorded' | 'cli' | 'none',
  ): void {
    this.deps.sink.append({
      type: 'permission-answer',
      step: this.deps.step(),
      timeMs: this.deps.nowMs(),
      requestId: request.requestId,
      callId: request.callId,
      answer,
      source,
    });
  }
}

function isAnswer(reply: PermissionReply): reply is PermissionAnswer {
  return reply === 'approve-once' || reply === 'approve-always' || reply === 'deny';
}
