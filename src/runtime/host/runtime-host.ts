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
  RuntimeProtocol,
  RuntimeStatus,
  RuntimeWaiting,
} from '../worker/runtime-protocol';
import { HumanTurnDesk } from './human-turn-desk';
import { WorkspaceTimeline } from './workspace-timeline';
import { createInProcessRuntime } from './node-runtime';

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
  /** Counts loads: a load overtaken by a newer one while it was being created is disposed, never kept. */
  let loads = 0;
  const human = new HumanTurnDesk(() => emit.status(status()));
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
    };
  }

  function track(run: Promise<LoopResult | null>): { started: boolean } {
    phase = 'running';
    emit.status(status());
    const generation = loads;
    void run.then((result) => {
      if (generation !== loads) return; // a run of a session since replaced: not the one on screen
      lastRun = result;
      phase = 'finished';
      emit.status(status());
    });
    return { started: true };
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
      const created = await createInProcessRuntime(params.spec, {
        mode: params.mode,
        secrets: { ...(params.apiKey ? { apiKey: params.apiKey } : {}), human },
        start: { kind: params.start ?? 'paused' },
        onWaitingChange: () => emit.status(status()),
        ...(deps.createWorkspace ? { createWorkspace: deps.createWorkspace } : {}),
        ...(deps.extraTools ? { extraTools: deps.extraTools } : {}),
        ...(deps.shellRunner ? { shellRunner: deps.shellRunner } : {}),
      });
      if (!created.ok) return { ok: false, reason: created.reason };
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
      return { ok: true };
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
      if (loaded) applyControl(loaded.runtime, command);
      return status();
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
      // An editor save or a settings change lands like a terminal command's changes: now, when the run rests at
      // a boundary or no run is going (the terminal's next command sees it), otherwise at the next boundary.
      if (input.type === 'workspace-edit' || input.type === 'settings-change')
        await loaded.runtime.applyNow(input);
      else loaded.runtime.queueInput(input);
      return { queued: true };
    },

    exportSpec: () => loaded?.runtime.exportSpec() ?? null,

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
  };
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
