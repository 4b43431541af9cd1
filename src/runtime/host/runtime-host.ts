// The runtime behind the message interface: one handler per request of RuntimeProtocol, events pushed through
// `emit`. The Web Worker serves these handlers on its global scope; Node serves them on a MessagePort. Either
// way the page (or a test) sees the same requests, the same trace events and the same status.
import type { RpcHandlers } from '../../common/worker-rpc';
import type { FileChangeEvent, TraceEvent, VirtualClock } from '../../engine';
import type { ShellRunner } from '../../shell/run/shell-run';
import type { Workspace } from '../../vfs/workspace';
import type { LoopResult } from '../loop/loop-context';
import type { Runtime } from '../runtime';
import type { PauseReason, ReleaseTarget } from '../stepping/release-gate';
import { TerminalDesk } from '../terminal/terminal-desk';
import type { TerminalShell } from '../terminal/terminal-session';
import type { BuiltinToolFactories } from '../tools/build-registry';
import type {
  ControlCommand,
  LoadParams,
  LoadResult,
  RuntimeFailure,
  RecordedRevision,
  RuntimeProtocol,
  RuntimeStatus,
  RuntimeWaiting,
} from '../worker/runtime-protocol';
import { HumanTurnDesk } from './human-turn-desk';
import { WorkspaceTimeline } from './workspace-timeline';
import { createInProcessRuntime } from './node-runtime';
import { loadTokenCounter } from '../tokens/load-token-counter';

export interface HostDeps {
  readonly createWorkspace?: (clock: VirtualClock) => Workspace;
  readonly shellRunner?: (workspace: Workspace) => ShellRunner & { dispose?: () => void };
  readonly extraTools?: (workspace: Workspace) => BuiltinToolFactories;
  /** The terminal's own shell (default: in this thread); the browser gives it its own shell worker. */
  readonly terminalShell?: (workspace: Workspace) => TerminalShell;
}

export interface HostEmitter {
  trace(events: readonly TraceEvent[]): void;
  status(status: RuntimeStatus): void;
  /** The session's recorded inputs changed (optional: only the page's library listens). */
  recorded?(revision: RecordedRevision): void;
  /** A person's change was applied while the run rested (optional: only the page's file tree listens). */
  personChange?(): void;
}

interface Loaded {
  readonly runtime: Runtime;
  readonly workspace: Workspace;
  readonly timeline: WorkspaceTimeline;
  /** Stops the run, releases its shell, and stops forwarding its events. */
  readonly unload: () => void;
}

export function createRuntimeHost(deps: HostDeps, emit: HostEmitter): RpcHandlers<RuntimeProtocol> {
  let loaded: Loaded | undefined;
  let phase: RuntimeStatus['phase'] = 'idle';
  let pauseReason: PauseReason | null = null;
  let lastRun: LoopResult | null = null;
  let failure: RuntimeFailure | null = null;
  let asking: RuntimeStatus['asking'] = null;
  /** Counts loads: a load overtaken by a newer one while it was being created is disposed, never kept. */
  let loads = 0;
  /** Moves on every recorded change of any loaded session, so a revision never names two states. */
  let revision = 0;
  const human = new HumanTurnDesk(() => emit.status(status()));

  function recorded(generation: number): void {
    if (generation !== loads) return; // a session since replaced
    revision += 1;
    emit.recorded?.({ revision, pending: loaded?.runtime.queuedInputs().length ?? 0 });
  }
  const terminal = new TerminalDesk(deps.terminalShell);

  function waiting(): RuntimeWaiting | null {
    const question = loaded?.runtime.pendingQuestion;
    if (question) return { kind: 'permission', request: question };
    const turn = human.pending;
    return turn ? { kind: 'human-turn', request: turn.request, problems: turn.problems } : null;
  }

  function status(): RuntimeStatus {
    const gate = loaded?.runtime.gate;
    return {
      phase,
      paused: gate?.isPaused ?? false,
      pauseReason: gate?.isPaused ? pauseReason : null,
      released: gate?.released ?? 0,
      computed: loaded?.runtime.log.length ?? 0,
      waiting: waiting(),
      lastRun,
      failure,
      asking,
    };
  }

  function fail(stage: RuntimeFailure['stage'], error: unknown): string {
    const message = messageOf(error);
    failure = { stage, message };
    emit.status(status());
    return message;
  }

  function track(run: Promise<LoopResult | null>): { started: boolean } {
    phase = 'running';
    emit.status(status());
    const generation = loads;
    // A run that throws ends like any other (finished, with its failure), so nothing waits on it forever.
    void run.then(
      (result) => {
        if (generation !== loads) return; // a run of a session since replaced: not the one on screen
        lastRun = result;
        phase = 'finished';
        if (result?.failure !== undefined) failure = { stage: 'run', message: result.failure };
        emit.status(status());
      },
      (error: unknown) => {
        if (generation !== loads) return;
        lastRun = { endReason: 'error', finalText: null, steps: 0, failure: messageOf(error) };
        phase = 'finished';
        fail('run', error);
      },
    );
    return { started: true };
  }

  async function loadSpec(params: LoadParams, generation: number): Promise<LoadResult> {
    const created = await createInProcessRuntime(params.spec, {
      mode: params.mode,
      secrets: { ...(params.credential ? { credential: params.credential } : {}), human },
      start: { kind: params.start ?? 'paused' },
      onWaitingChange: () => emit.status(status()),
      onRecorded: () => recorded(generation),
      onPersonChange: () => {
        if (generation === loads) emit.personChange?.();
      },
      onModelCall: (call) => {
        if (generation !== loads) return; // a session since replaced
        asking = call;
        emit.status(status());
      },
      ...(deps.createWorkspace ? { createWorkspace: deps.createWorkspace } : {}),
      ...(deps.extraTools ? { extraTools: deps.extraTools } : {}),
      ...(deps.shellRunner ? { shellRunner: deps.shellRunner } : {}),
    });
    if (!created.ok) {
      fail('load', created.reason);
      return { ok: false, reason: created.reason };
    }
    if (generation !== loads) {
      created.dispose();
      return { ok: false, reason: 'Another session was opened while this one loaded.' };
    }
    created.runtime.setBreakpoints(params.breakpoints ?? []);
    const timeline = new WorkspaceTimeline(created.workspace, created.runtime.log);
    const unsubscribe = created.runtime.gate.subscribe({
      released: (events) => emit.trace(events),
      paused: (reason) => {
        pauseReason = reason;
        emit.status(status());
      },
    });
    loaded = {
      runtime: created.runtime,
      workspace: created.workspace,
      timeline,
      unload: () => {
        unsubscribe();
        timeline.stop();
        created.dispose();
      },
    };
    terminal.attach({
      runtime: created.runtime,
      workspace: created.workspace,
      sessionSeed: params.spec.shellSeed ?? 0,
    });
    emit.status(status());
    recorded(generation); // a new session: a new revision, even before anything is recorded
    return { ok: true };
  }

  return {
    ping: ({ nonce }) => ({ worker: 'runtime', nonce }),

    async load(params) {
      const generation = ++loads;
      loaded?.unload();
      loaded = undefined;
      terminal.attach(null);
      phase = 'idle';
      lastRun = null;
      failure = null;
      asking = null;
      try {
        return await loadSpec(params, generation);
      } catch (error) {
        if (generation !== loads)
          return { ok: false, reason: 'Another session was opened while this one loaded.' };
        return { ok: false, reason: `The runtime could not load this session: ${fail('load', error)}` };
      }
    },

    start: () => {
      if (!loaded || phase === 'running') return { started: false };
      return track(loaded.runtime.runAll().then((report) => report.runs.at(-1) ?? null));
    },

    send: ({ message }) => {
      if (!loaded || phase === 'running') return { started: false };
      return track(loaded.runtime.send(message));
    },

    control: ({ command }) => {
      try {
        if (loaded) applyControl(loaded.runtime, command);
      } catch (error) {
        fail('command', error);
      }
      // Pushed too, not only returned: a run (or pause) with nothing to release yet — a live request in
      // flight — would otherwise leave the page showing the status from before the command.
      const now = status();
      emit.status(now);
      return now;
    },

    setBreakpoints: ({ breakpoints }) => {
      loaded?.runtime.setBreakpoints(breakpoints);
      return { count: breakpoints.length };
    },

    answerPermission: ({ requestId, answer }) => ({
      accepted: loaded?.runtime.answerPermission(requestId, answer) ?? false,
    }),

    submitHumanTurn: ({ turn }) => ({ problems: human.submit(turn) }),

    input: async ({ input }) => {
      if (!loaded) return { queued: false };
      const problem = loaded.runtime.inputProblem(input);
      if (problem) return { queued: false, reason: problem };
      try {
        // An editor save or a settings change lands like a terminal command's changes: now, when the run rests
        // at a boundary or no run is going (the terminal's next command sees it), otherwise at the next one.
        if (input.type === 'workspace-edit' || input.type === 'settings-change')
          await loaded.runtime.applyNow(input);
        else loaded.runtime.queueInput(input);
        return { queued: true };
      } catch (error) {
        return { queued: false, reason: fail('command', error) };
      }
    },

    exportSpec: () => loaded?.runtime.exportSpec() ?? null,

    // Read in one go, so the spec, the pending inputs and the revision describe the same moment.
    recordedState: () =>
      loaded ? { revision, spec: loaded.runtime.exportSpec(), pending: loaded.runtime.queuedInputs() } : null,

    queueInputs: ({ inputs }) => {
      if (!loaded) return { queued: 0 };
      for (const input of inputs) loaded.runtime.queueInput(input);
      return { queued: inputs.length };
    },

    workspace: () => {
      if (!loaded) return null;
      const gate = loaded.runtime.gate;
      // The person's own file changes may show before they are released; the agent's may not.
      // Every change appends its file-change event at once, so the last event computed stands for "now".
      const agentAhead = gate.unreleased.some((e) => e.type === 'file-change' && !isPersonMade(e.source));
      return loaded.timeline.listingAt(agentAhead ? gate.released - 1 : loaded.runtime.log.length - 1);
    },

    workspaceAt: ({ seq }) => loaded?.timeline.listingAt(seq) ?? null,

    workspaceFile: ({ seq, path }) => loaded?.timeline.entryAt(seq, path) ?? null,

    status: () => status(),

    terminalRun: (params) => terminal.run(params),
    terminalStop: () => terminal.stop(),
    terminalInfo: () => terminal.info(),
    countTokens: async ({ texts }) => {
      const count = await loadTokenCounter();
      return { tokens: texts.map((text) => count(text)) };
    },
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function isPersonMade(source: FileChangeEvent['source']): boolean {
  return source === 'editor' || source === 'terminal';
}

function applyControl(runtime: Runtime, command: ControlCommand): void {
  if (command === 'stop') {
    runtime.stop();
    return;
  }
  const targets: Record<Exclude<ControlCommand, 'stop'>, ReleaseTarget> = {
    run: { kind: 'run' },
    pause: { kind: 'paused' },
    step: { kind: 'step' },
    'step-over': { kind: 'step-over' },
  };
  runtime.command(targets[command]);
}
