// A runtime port for the session actions' unit tests: it records what it is asked, loads whatever it is
// given (or refuses as the test says), and releases one trace event per `step` into the store, as the
// worker's pushed events would (every fake event counts as a point: none is a model-delta). Nothing of the real runtime runs: the actions' own logic is under test.
import { counterStepAt, type TraceEvent } from '../../../engine';
import type { RecordedAt } from '../../../runtime/worker/runtime-messages';
import type { LoadOptions } from '../../runtime-slice';
import type { ControlCommand, LiveInput, LoadOutcome, RunSpec, RuntimePort } from '../../runtime-slice';
import type { AppStore } from '../../store';
import type { Breakpoint } from '../../../runtime/stepping/breakpoint';

/** The port's methods, reassignable: a test swaps one to script what the runtime answers. */
type Reassignable<T> = { -readonly [K in keyof T]: T[K] };

export interface FakeRuntime extends Reassignable<RuntimePort> {
  readonly loads: { readonly spec: RunSpec; readonly options: LoadOptions | undefined }[];
  readonly controls: ControlCommand[];
  /** The points `releaseTo` was asked for, in order. */
  readonly releasedTo: number[];
  readonly queued: (readonly LiveInput[])[];
  /** Every list of breakpoints the actions sent, in order. */
  readonly breakpointLists: (readonly Breakpoint[])[];
  /** The spec exportSpec answers with (the last loaded one unless set). */
  exported: RunSpec | null;
  /** What the next loads answer (default: accepted). */
  loadOutcome: LoadOutcome;
  /** Where the workspace was asked to be kept, in order (name null: nowhere). */
  readonly persisted: { readonly name: string | null; readonly access: string }[];
  readonly forgotten: string[];
  /** The names whose workspaces are stored (storedWorkspaces answers them; a sweep removes from them). */
  readonly stored: string[];
  /** Every list of names a sweep was asked to remove, in order. */
  readonly swept: (readonly string[])[];
}

/** `store`: where a step releases its event; `events`: how many a run releases in all before it ends. */
export function fakeRuntime(
  store: AppStore,
  /** `reportsRun`: a finished run says how it ended, as the real runtime's does (finishedOf holds). */
  options: { readonly events?: number; readonly reportsRun?: boolean } = {},
): FakeRuntime {
  const total = options.events ?? 0;
  const release = () => {
    const { events } = store.getState();
    if (events.length >= total) return false;
    const seq = events.length;
    const event = { type: 'step-start', seq, step: seq + 1, timeMs: 0 } as unknown as TraceEvent;
    store.getState().appendEvents([event]);
    return true;
  };
  const finish = () =>
    store.getState().setRuntimeStatus({
      phase: 'finished',
      paused: false,
      pauseReason: null,
      released: store.getState().events.length,
      computed: store.getState().events.length,
      waiting: null,
      lastRun: options.reportsRun
        ? { endReason: 'final-answer', finalText: null, steps: store.getState().events.length }
        : null,
      failure: null,
      asking: null,
    });
  const runtime: FakeRuntime = {
    loads: [],
    controls: [],
    releasedTo: [],
    queued: [],
    breakpointLists: [],
    exported: null,
    loadOutcome: { ok: true },
    load(spec, loadOptions) {
      runtime.loads.push({ spec, options: loadOptions });
      if (runtime.loadOutcome.ok) runtime.exported = spec;
      return Promise.resolve(runtime.loadOutcome);
    },
    control(command) {
      runtime.controls.push(command);
      if (command === 'step') release();
      if (command === 'run') {
        while (release());
        finish();
      }
      return Promise.resolve();
    },
    releaseTo(point) {
      runtime.releasedTo.push(point);
      while (store.getState().events.length < point && release());
      if (store.getState().events.length >= total) finish();
      return Promise.resolve();
    },
    answerPermission: () => Promise.resolve(true),
    send: () => Promise.resolve(),
    input: () => Promise.resolve(true),
    workspace: () => Promise.resolve(null),
    workspaceAt: () => Promise.resolve(null),
    workspaceFile: () => Promise.resolve(null),
    submitHumanTurn: () => Promise.resolve([]),
    exportSpec: () => Promise.resolve(runtime.exported),
    recordedState: () =>
      Promise.resolve(
        runtime.exported ? { revision: 1, spec: runtime.exported, pending: [], at: recordedAt(store) } : null,
      ),
    setBreakpoints(breakpoints) {
      runtime.breakpointLists.push(breakpoints);
      return Promise.resolve(breakpoints.length);
    },
    queueInputs(inputs) {
      runtime.queued.push(inputs);
      return Promise.resolve();
    },
    persisted: [],
    forgotten: [],
    persistWorkspace(name, access) {
      runtime.persisted.push({ name, access });
      return Promise.resolve({ kind: 'none' });
    },
    forgetWorkspace(name) {
      runtime.forgotten.push(name);
      return Promise.resolve(true);
    },
    stored: [],
    swept: [],
    storedWorkspaces() {
      return Promise.resolve([...runtime.stored]);
    },
    sweepWorkspaces(names) {
      runtime.swept.push(names);
      const removed = names.filter((name) => runtime.stored.includes(name));
      runtime.stored.splice(0, runtime.stored.length, ...runtime.stored.filter((n) => !names.includes(n)));
      return Promise.resolve(removed);
    },
  };
  return runtime;
}

/** Where the fake runtime stands: it releases straight into the store, so what the store shows. */
function recordedAt(store: AppStore): RecordedAt {
  const state = store.getState();
  return {
    point: state.livePoint,
    step: counterStepAt(state.events, null),
    status: state.runtimeStatus ?? {
      phase: 'idle',
      paused: false,
      pauseReason: null,
      released: 0,
      computed: 0,
      waiting: null,
      lastRun: null,
      failure: null,
      asking: null,
    },
  };
}
