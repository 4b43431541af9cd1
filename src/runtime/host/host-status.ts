// The status the host reports is a projection: of what it knows of the session's runs (HostRuns: phase,
// how the last run ended, the last failure, a live request in flight, why it paused) and of what the loaded
// runtime itself says (latch, log, the question waiting). Nothing in RuntimeStatus is stored twice.
import type { Runtime } from '../runtime';
import type { LoopResult } from '../loop/loop-context';
import type { PauseReason } from '../stepping/release-latch';
import type { RuntimeFailure, RuntimeStatus, RuntimeWaiting } from '../worker/runtime-messages';
import type { HumanTurnDesk } from './human-turn-desk';

export interface HostRuns {
  phase: RuntimeStatus['phase'];
  pauseReason: PauseReason | null;
  lastRun: LoopResult | null;
  failure: RuntimeFailure | null;
  asking: RuntimeStatus['asking'];
}

/** A fresh load: nothing run, nothing failed. */
export function freshRuns(): HostRuns {
  return { phase: 'idle', pauseReason: null, lastRun: null, failure: null, asking: null };
}

export function statusOf(runs: HostRuns, runtime: Runtime | undefined, human: HumanTurnDesk): RuntimeStatus {
  const latch = runtime?.latch;
  // The engine computes ahead of what is released: a run whose end is computed but not yet shown is still
  // running for the person, who steps on through it (else Run and Step would be off with events unshown).
  const unshown = latch !== undefined && runtime !== undefined && latch.released < runtime.log.length;
  return {
    phase: runs.phase === 'finished' && unshown ? 'running' : runs.phase,
    paused: latch?.isPaused ?? false,
    pauseReason: latch?.isPaused ? runs.pauseReason : null,
    released: latch?.released ?? 0,
    computed: runtime?.log.length ?? 0,
    waiting: waitingOf(runtime, human),
    lastRun: runs.lastRun,
    failure: runs.failure,
    asking: runs.asking,
  };
}

function waitingOf(runtime: Runtime | undefined, human: HumanTurnDesk): RuntimeWaiting | null {
  const question = runtime?.pendingQuestion;
  if (question) return { kind: 'permission', request: question };
  const turn = human.pending;
  if (turn) return { kind: 'human-turn', request: turn.request, problems: turn.problems };
  const failed = runtime?.pendingFailure;
  return failed ? { kind: 'failed-call', call: failed } : null;
}
