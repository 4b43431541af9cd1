// The runtime's commands as the page gives them: each reaches the runtime through the injected port, and a
// command that drives the run (step, run, a message) first brings the cursor back to the live end. A person's
// edits (a message, an answer, a turn, an input) go through the edit gate (edit-gate.ts).
import type { PermissionAnswer } from '../../engine';
import type { ControlCommand, LiveInput, RunSpec } from '../runtime-slice';
import type { HumanTurn, TurnProblem } from '../session-edit/port-types';
import { throughEditGate } from '../edit-gate';
import type { SessionActionDeps } from './deps';
import { holdForKey } from './live-resume';

/**
 * A command that would go on past an answer a reload discarded first asks for the endpoint's key.
 *
 * A command that drives the run, given while a session is still being opened (loaded, kept in the library,
 * replayed to where it was left: `libraryRestoring`), is held and given once the open is done. Sent at once
 * it would race the open: during a replay it would replace the release to the saved point (the session
 * would stop elsewhere), and before the guide is in place it went to a session still settling. The buttons
 * are disabled meanwhile (RuntimeControls, the guide's next step); this covers the keys (r, s, o, Page Down).
 * Pause and Stop are never held.
 */
export function control(deps: SessionActionDeps, command: ControlCommand): Promise<void> {
  const held = command !== 'pause' && command !== 'stop' && deps.store.getState().libraryRestoring;
  if (held) return openSettled(deps).then(() => control(deps, command));
  if (holdForKey(deps, command)) return Promise.resolve();
  return deps.runtime()?.control(command) ?? Promise.resolve();
}

/** Resolves once no open is under way. */
function openSettled(deps: SessionActionDeps): Promise<void> {
  return new Promise((resolve) => {
    const unsubscribe = deps.store.subscribe((state) => {
      if (state.libraryRestoring) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Run / pause / step from a control: driving the runtime follows the live end. */
export function drive(deps: SessionActionDeps, command: ControlCommand): Promise<void> {
  deps.store.getState().selectEvent(null);
  return control(deps, command);
}

/** `r`: a live session runs or pauses the runtime; a loaded trace replays itself. */
export function toggleRun(deps: SessionActionDeps): void {
  const state = deps.store.getState();
  if (state.traceSource.kind === 'runtime') {
    const status = state.runtimeStatus;
    void control(deps, status?.phase === 'running' && !status.paused ? 'pause' : 'run');
    return;
  }
  state.setPlaying(!state.playing && state.events.length > 0);
}

/** `s` / `o`: steps a live session (a loaded trace has no runtime to step). */
export function stepRuntime(deps: SessionActionDeps, command: 'step' | 'step-over'): void {
  if (deps.store.getState().traceSource.kind === 'runtime') void control(deps, command);
}

/** An edit to the session through the gate (edit-gate.ts): refused here when this tab cannot keep it. */
function edit<T>(deps: SessionActionDeps, send: () => Promise<T>, refused: (reason: string) => T) {
  return throughEditGate(deps.store, () => deps.text.t('library.refusedElsewhere'), send, refused);
}

export function sendMessage(deps: SessionActionDeps, text: string): Promise<void> {
  deps.store.getState().selectEvent(null);
  const port = deps.runtime();
  return port
    ? edit(
        deps,
        () => port.send(text),
        () => undefined,
      )
    : Promise.resolve();
}

export function answerPermission(
  deps: SessionActionDeps,
  requestId: string,
  answer: PermissionAnswer,
): Promise<boolean> {
  const port = deps.runtime();
  if (!port) return Promise.resolve(false);
  return edit(
    deps,
    () => port.answerPermission(requestId, answer),
    () => false,
  );
}

/** "Be the model": the worker's problems with the turn (none: it was sent); null without a runtime. */
export function submitHumanTurn(
  deps: SessionActionDeps,
  turn: HumanTurn,
): Promise<readonly TurnProblem[]> | null {
  const port = deps.runtime();
  if (!port) return null;
  return edit(
    deps,
    () => port.submitHumanTurn(turn),
    (reason): readonly TurnProblem[] => [{ pointer: '', message: reason }],
  );
}

/**
 * An edit, fault, clock advance or settings change, recorded for the next phase boundary. `queued` is the
 * runtime's answer (undefined without a runtime); `stillShown`: the session it was sent to is still on screen.
 */
export async function queueInput(
  deps: SessionActionDeps,
  input: LiveInput,
): Promise<{ readonly queued: boolean | undefined; readonly stillShown: boolean }> {
  const source = deps.store.getState().traceSource;
  const port = deps.runtime();
  const queued = port
    ? await edit(
        deps,
        () => port.input(input),
        () => false,
      )
    : undefined;
  return { queued, stillShown: deps.store.getState().traceSource === source };
}

/** The session as it stands now (null/undefined: no session, or no runtime). */
export function exportSpec(deps: SessionActionDeps): Promise<RunSpec | null | undefined> {
  return deps.runtime()?.exportSpec() ?? Promise.resolve(undefined);
}
