// What one ReAct loop needs. The main agent and a Task subagent run the same loop with different contexts
// (scope, registry, step limit, permission mode, id prefix); both share the log, clock, release latch and provider.
import type { EngineDeps, TurnInput, TurnOutcome } from '../../engine';
import type { EventSink } from '../../engine';
import type { ModelError, ModelProvider, ResponseLimits, ToolChoice } from '../../llm/model-types';
import type { Phase } from '../spec/recorded-input';
import type { ReleaseLatch } from '../stepping/release-latch';
import type { FailedCall, RetryAnswer } from '../retries/failed-call-desk';

export type ExecuteTurn = (turn: TurnInput, deps: EngineDeps) => Promise<TurnOutcome>;

/** What a phase boundary decided: go on, or stop here (a recorded or pressed Stop). */
export type BoundaryVerdict = 'continue' | 'stop';

export interface LoopSettings {
  readonly systemPrompt: string;
  readonly maxSteps: number;
  readonly toolChoice: ToolChoice;
  readonly parallelToolCalls: boolean;
}

/** The session's failed calls: numbered across the session (a subagent's too), each decided by the person. */
export interface FailedCalls {
  next(): number;
  decide(call: FailedCall, seq: number): Promise<RetryAnswer>;
}

export interface LoopContext {
  /** Absent for the main agent; `task:<callId>` for a subagent. */
  readonly scope?: string;
  readonly sink: EventSink;
  readonly provider: ModelProvider;
  readonly latch: ReleaseLatch;
  readonly signal: AbortSignal;
  readonly executeTurn: ExecuteTurn;
  readonly failedCalls: FailedCalls;
  /** Read at every step, so a settings change between steps applies to the next one. */
  settings(): LoopSettings;
  /**
   * What one model response may send, read at each request. Apart from `settings()` because run-start
   * records those, and these are recorded only where a session sets them.
   */
  responseLimits(): ResponseLimits;
  /** Engine dependencies for the current step (settings may have changed). */
  engineDeps(): EngineDeps;
  /** Step numbers: global across a session's runs for the main agent, per loop for a subagent. */
  nextStepNumber(): number;
  /** Applies queued inputs at a phase boundary; a subagent's loop passes through. */
  boundary(step: number, phase: Phase): Promise<BoundaryVerdict>;
  nowMs(): number;
}

export type LoopEndReason = 'final-answer' | 'max-steps' | 'aborted' | 'error';

export interface LoopResult {
  readonly endReason: LoopEndReason;
  readonly finalText: string | null;
  readonly steps: number;
  /** The provider's failure, when the run ended on one (the CLI maps `diverged` to its exit code). */
  readonly modelError?: ModelError;
  /** The run ended on a failed call the person gave up on by sending a new message (a replay goes on). */
  readonly movedOn?: true;
  /** The runtime itself failed (a bug, never the model's or a person's doing); the run-end says so too. */
  readonly failure?: string;
}
