// Resolves an ASK: a recorded answer for the call wins (replay); otherwise the policy decides — a person
// (interactive), a fixed answer (the CLI's --ask), or "fail" (headless replay with nothing recorded: the
// run stops and the CLI exits 4). Every answer is appended as a permission-answer event and recorded.
import type { EventSink, PermissionAnswer, PermissionRequest } from '../../engine';
import type { InputBook } from '../inputs/input-book';

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
  /** Ends the run: used when the policy is `fail`. */
  readonly abort: () => void;
  readonly signal: AbortSignal;
  /** Told when a question starts or stops waiting for a person. */
  readonly onWaitingChange?: () => void;
}

export class PermissionDesk {
  private waiting: { request: PermissionRequest; resolve: (answer: PermissionAnswer) => void } | undefined;
  /** The question a headless run could not answer. */
  unanswered: PermissionRequest | undefined;

  constructor(private readonly deps: PermissionDeskDeps) {
    deps.signal.addEventListener('abort', () => this.waiting?.resolve('deny'));
  }

  get pendingQuestion(): PermissionRequest | undefined {
    return this.waiting?.request;
  }

  readonly ask = async (request: PermissionRequest): Promise<PermissionAnswer> => {
    const recorded = this.deps.book.permissionAnswer(request.callId);
    if (recorded) return this.answered(request, recorded, 'recorded');
    const { policy } = this.deps;
    switch (policy.kind) {
      case 'fixed':
        return this.answered(request, policy.answer, 'cli');
      case 'fail':
        this.unanswered = request;
        this.deps.abort();
        return 'deny';
      case 'interactive': {
        await this.deps.questionVisible();
        if (this.deps.signal.aborted) return 'deny';
        const answer = await new Promise<PermissionAnswer>((resolve) => {
          this.waiting = { request, resolve };
          this.deps.onWaitingChange?.();
        });
        this.waiting = undefined;
        this.deps.onWaitingChange?.();
        if (this.deps.signal.aborted) return 'deny';
        this.deps.book.record({ type: 'permission-answer', callId: request.callId, answer });
        return this.answered(request, answer, 'user');
      }
      default: {
        const unreachable: never = policy;
        return unreachable;
      }
    }
  };

  /** The person's answer; false when no question with this id is waiting. */
  answer(requestId: string, answer: PermissionAnswer): boolean {
    if (!this.waiting || this.waiting.request.requestId !== requestId) return false;
    this.waiting.resolve(answer);
    return true;
  }

  private answered(
    request: PermissionRequest,
    answer: PermissionAnswer,
    source: 'user' | 'recorded' | 'cli',
  ) {
    this.deps.sink.append({
      type: 'permission-answer',
      step: this.deps.step(),
      timeMs: this.deps.nowMs(),
      requestId: request.requestId,
      callId: request.callId,
      answer,
      source,
    });
    return answer;
  }
}
