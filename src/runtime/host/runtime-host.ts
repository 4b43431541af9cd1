// The runtime behind the message interface: one handler per request of RuntimeProtocol, pushes through a
// HostEmitter. The Web Worker serves these handlers on its global scope; Node serves them on a MessagePort.
// Either way the page (or a test) sees the same requests, the same trace events and the same status. The
// status is a projection (host-status.ts); loading a session is loaded-session.ts.
import type { RpcHandlers } from '../../common/worker-rpc';
import type { FileChangeEvent } from '../../engine';
import { counterStepAt } from '../../engine/trace/trace-point';
import type { LoopResult } from '../loop/loop-context';
import type { Runtime } from '../runtime';
import type { ReleaseTarget } from '../stepping/release-latch';
import { TerminalDesk } from '../terminal/terminal-desk';
import type {
  ControlCommand,
  LoadParams,
  LoadResult,
  RuntimeFailure,
  RuntimeProtocol,
  RuntimeStatus,
} from '../worker/runtime-protocol';
import type { HostEmitter } from './host-emitter';
import { freshRuns, statusOf, type HostRuns } from './host-status';
import { HumanTurnDesk } from './human-turn-desk';
import { loadSession, type HostDeps, type LoadedSession, type LoadTicket } from './loaded-session';
import { loadTokenCounter } from '../tokens/load-token-counter';
import { createMemoryWorkspace } from '../../vfs/memory-workspace';
import { WorkspacePersistence } from './workspace-persistence';
import { releaseStopped } from '../worker/release-stopped';
import { createScrubber, NO_SECRETS, type Scrubber } from '../../common/secrets/scrub-secrets';
import type { KnownSecrets } from '../../common/secrets/known-secrets';
import { checkAgainstSchema } from '../../engine/validation/check-against-schema';
import { listMcpServer } from '../mcp/list-mcp-server';
import { MCP_MAX_RESPONSE_BYTES } from '../mcp/size-limited-fetch';

export type { HostDeps } from './loaded-session';
export type { HostEmitter } from './host-emitter';

const OVERTAKEN = 'Another session was opened while this one loaded.';

export function createRuntimeHost(deps: HostDeps, emit: HostEmitter): RpcHandlers<RuntimeProtocol> {
  return new RuntimeHost(deps, emit).handlers;
}

export class RuntimeHost {
  private loaded: LoadedSession | undefined;
  private runs: HostRuns = freshRuns();
  /**
   * The load asked for last, compared by identity: a load overtaken by a newer one while it was being
   * created is disposed, and what a replaced session still reports (a run ending, a model call) is dropped.
   */
  private latest: LoadTicket = { loadId: null };
  /** Moves on every recorded change of any loaded session, so a revision never names two states. */
  private revision = 0;
  private readonly human = new HumanTurnDesk(() => this.pushStatus());
  private readonly terminal: TerminalDesk;
  /** The loaded session's stored workspace (null: this host keeps workspaces nowhere). */
  private readonly persistence: WorkspacePersistence | null;
  /** The run going (settled when it ends, however it ends), for a Send that first ends a failed one. */
  private running: Promise<unknown> = Promise.resolve();
  /** The page's secrets (its API keys): kept out of everything recorded, released or reported. */
  private scrubber: Scrubber = NO_SECRETS;

  constructor(
    private readonly deps: HostDeps,
    private readonly emit: HostEmitter,
  ) {
    this.terminal = new TerminalDesk(deps.terminalShell);
    this.persistence = deps.workspaceStores ? new WorkspacePersistence(deps.workspaceStores) : null;
  }

  /** The deps a load is made with: a workspace whose flush (after each batch) reaches its store, if kept. */
  private get sessionDeps(): HostDeps {
    const persistence = this.persistence;
    if (this.deps.createWorkspace || !persistence) return this.deps;
    return {
      ...this.deps,
      createWorkspace: (clock) =>
        createMemoryWorkspace({
          clock,
          onFlush: async () => {
            await persistence.flush();
          },
        }),
    };
  }

  /** A person's change landed (the editor, the terminal): written now, not only at the next batch. */
  /**
   * Writes a person's change into the session's stored workspace before the change is answered: the page
   * counts the edit as in flight until then (state/edit-gate.ts), so "Saved" never shows while the pack
   * mirror is still without it. Never rejects (a failed flush is said in the store's state instead).
   */
  private async flushed(): Promise<void> {
    await this.persistence?.flush();
  }

  status(): RuntimeStatus {
    // A failure's message or a person's question may quote what an endpoint said.
    return this.scrubber.value(statusOf(this.runs, this.loaded?.runtime, this.human));
  }

  private knowSecrets(secrets: KnownSecrets): number {
    this.scrubber = createScrubber(secrets);
    return secrets.reduce((count, source) => count + source.values.length, 0);
  }

  private pushStatus(): void {
    this.emit.status(this.status(), this.latest.loadId);
  }

  private fail(stage: RuntimeFailure['stage'], error: unknown): string {
    const message = messageOf(error);
    this.runs.failure = { stage, message };
    this.pushStatus();
    return message;
  }

  private recorded(ticket: LoadTicket): void {
    if (ticket !== this.latest) return; // a session since replaced
    this.revision += 1;
    this.emit.recorded?.({
      revision: this.revision,
      pending: this.loaded?.runtime.queuedInputs().length ?? 0,
    });
  }

  private track(run: Promise<LoopResult | null>): { started: boolean } {
    this.running = run.catch(() => null);
    this.runs.phase = 'running';
    this.pushStatus();
    const ticket = this.latest;
    // A run that throws ends like any other (finished, with its failure), so nothing waits on it forever.
    void run.then(
      (result) => {
        if (ticket !== this.latest) return; // a run of a session since replaced: not the one on screen
        this.runs.lastRun = result;
        this.runs.phase = 'finished';
        if (result?.failure !== undefined) this.runs.failure = { stage: 'run', message: result.failure };
        this.pushStatus();
      },
      (error: unknown) => {
        if (ticket !== this.latest) return;
        this.runs.lastRun = { endReason: 'error', finalText: null, steps: 0, failure: messageOf(error) };
        this.runs.phase = 'finished';
        this.fail('run', error);
      },
    );
    return { started: true };
  }

  private async load(params: LoadParams): Promise<LoadResult> {
    const ticket: LoadTicket = { loadId: params.loadId ?? null };
    this.latest = ticket;
    this.loaded?.unload();
    this.loaded = undefined;
    this.terminal.attach(null);
    // The session before lets its store go (a last flush); the page attaches the new one once it is open.
    void this.persistence?.detach();
    // Why the last session paused is kept, as it always was: it shows only while the new one is paused too.
    this.runs = { ...freshRuns(), pauseReason: this.runs.pauseReason };
    const echo = ticket.loadId === null ? {} : { loadId: ticket.loadId };
    if (params.secrets) this.knowSecrets(params.secrets);
    try {
      // A document edited on the page (a tool's description, a script) may hold a key too: what runs is
      // what the record will say.
      const scrubbed = { ...params, spec: this.scrubber.value(params.spec) };
      const session = await loadSession(scrubbed, this.sessionDeps, {
        human: this.human,
        scrubber: () => this.scrubber,
        current: () => ticket === this.latest,
        onWaitingChange: () => this.pushStatus(),
        onRecorded: () => this.recorded(ticket),
        onPersonChange: () => {
          if (ticket === this.latest) this.emit.personChange?.(ticket.loadId);
        },
        onModelCall: (call) => {
          if (ticket !== this.latest) return; // a session since replaced
          this.runs.asking = call;
          this.pushStatus();
        },
        // Also what no input brought (a file of the starting workspace a tool read out): the page's copy of
        // the trace, which Export and OTLP write, never holds a known secret.
        onReleased: (events) => this.emit.trace(this.scrubber.value(events), ticket.loadId),
        onPaused: (reason) => {
          this.runs.pauseReason = reason;
          this.pushStatus();
        },
      });
      if (!session.ok) {
        if (session.overtaken) return { ok: false, reason: OVERTAKEN, ...echo };
        this.fail('load', session.reason);
        return { ok: false, reason: this.scrubber.text(session.reason), ...echo };
      }
      this.loaded = session.session;
      this.terminal.attach({
        runtime: session.session.runtime,
        workspace: session.session.workspace,
        sessionSeed: params.spec.shellSeed ?? 0,
      });
      this.pushStatus();
      this.recorded(ticket); // a new session: a new revision, even before anything is recorded
      return { ok: true, ...echo };
    } catch (error) {
      if (ticket !== this.latest) return { ok: false, reason: OVERTAKEN, ...echo };
      return {
        ok: false,
        reason: this.scrubber.text(`The runtime could not load this session: ${this.fail('load', error)}`),
        ...echo,
      };
    }
  }

  readonly handlers: RpcHandlers<RuntimeProtocol> = {
    ping: ({ nonce }) => ({ worker: 'runtime', nonce }),

    load: (params) => this.load(params),

    setSecrets: ({ secrets }) => ({ scrubbed: this.knowSecrets(secrets) }),

    start: () => {
      const loaded = this.loaded;
      if (!loaded || this.runs.phase === 'running') return { started: false };
      return this.track(loaded.runtime.runAll().then((report) => report.runs.at(-1) ?? null));
    },

    send: async ({ message }) => {
      const loaded = this.loaded;
      if (!loaded) return { started: false };
      // A message sent while a failed call waits gives up on it: that run ends with its failure, this one starts.
      if (loaded.runtime.giveUpFailedCall()) await this.running;
      if (this.loaded !== loaded || this.runs.phase === 'running') return { started: false };
      return this.track(loaded.runtime.send(message));
    },

    control: ({ command }) => {
      try {
        if (this.loaded) applyControl(this.loaded.runtime, command);
      } catch (error) {
        this.fail('command', error);
      }
      // Pushed too, not only returned: a run (or pause) with nothing to release yet — a live request in
      // flight — would otherwise leave the page showing the status from before the command.
      const now = this.status();
      this.emit.status(now, this.latest.loadId);
      return now;
    },

    releaseTo: ({ point }) => {
      this.loaded?.runtime.command({ kind: 'to-point', point });
      const now = this.status();
      this.emit.status(now, this.latest.loadId);
      // Every way a release stops pushes a status, which ends the hold (release-stopped.ts).
      if (this.loaded && !releaseStopped(now)) this.emit.releasing?.(this.latest.loadId);
      return now;
    },

    setBreakpoints: ({ breakpoints }) => {
      this.loaded?.runtime.setBreakpoints(breakpoints);
      return { count: breakpoints.length };
    },

    answerPermission: ({ requestId, answer }) => ({
      accepted: this.loaded?.runtime.answerPermission(requestId, answer) ?? false,
    }),

    submitHumanTurn: ({ turn }) => ({ problems: this.human.submit(turn) }),

    input: async ({ input }) => {
      const loaded = this.loaded;
      if (!loaded) return { queued: false };
      const problem = loaded.runtime.inputProblem(input);
      if (problem) return { queued: false, reason: problem };
      try {
        // An editor save or a settings change lands like a terminal command's changes: now, when the run rests
        // at a boundary or no run is going (the terminal's next command sees it), otherwise at the next one.
        if (input.type === 'workspace-edit' || input.type === 'settings-change')
          await loaded.runtime.applyNow(input);
        else loaded.runtime.queueInput(input);
        await this.flushed();
        return { queued: true };
      } catch (error) {
        return { queued: false, reason: this.fail('command', error) };
      }
    },

    // Scrubbed once more on the way out: a document saved before its key was known here (or by an older
    // version) still leaves without it.
    exportSpec: () => this.scrubber.value(this.loaded?.runtime.exportSpec() ?? null),

    // Read in one go, so the spec, the pending inputs, the revision and the position describe the same moment.
    recordedState: () => {
      const runtime = this.loaded?.runtime;
      if (!runtime) return null;
      return this.scrubber.value({
        revision: this.revision,
        spec: runtime.exportSpec(),
        pending: runtime.queuedInputs(),
        at: {
          point: runtime.latch.point,
          step: counterStepAt(runtime.log.events, runtime.latch.released - 1), // the last one released
          status: statusOf(this.runs, runtime, this.human),
        },
      });
    },

    queueInputs: ({ inputs }) => {
      if (!this.loaded) return { queued: 0 };
      for (const input of inputs) this.loaded.runtime.queueInput(input);
      return { queued: inputs.length };
    },

    workspace: () => {
      if (!this.loaded) return null;
      const { runtime, timeline } = this.loaded;
      const latch = runtime.latch;
      // The person's own file changes may show before they are released; the agent's may not.
      // Every change appends its file-change event at once, so the last event computed stands for "now".
      const agentAhead = latch.unreleased.some((e) => e.type === 'file-change' && !isPersonMade(e.source));
      return timeline.listingAt(agentAhead ? latch.released - 1 : runtime.log.length - 1);
    },

    workspaceAt: ({ seq }) => this.loaded?.timeline.listingAt(seq) ?? null,

    workspaceFile: ({ seq, path }) => this.loaded?.timeline.entryAt(seq, path) ?? null,

    status: () => this.status(),

    terminalRun: async (params) => {
      const result = await this.terminal.run(params);
      await this.flushed();
      return result;
    },
    terminalStop: () => this.terminal.stop(),
    terminalInfo: () => this.terminal.info(),
    persistWorkspace: ({ name, access }) => {
      const workspace = this.loaded?.workspace;
      if (!this.persistence) return { kind: 'none' } as const;
      if (name === null || !workspace) return this.persistence.detach();
      return this.persistence.attach(workspace, name, access);
    },

    flushWorkspace: () => this.persistence?.flush() ?? { kind: 'none' },

    forgetWorkspace: ({ name }) => this.persistence?.remove(name) ?? { removed: false },

    storedWorkspaces: async () => ({ names: (await this.persistence?.storedNames()) ?? [] }),

    sweepWorkspaces: async ({ names }) => ({ removed: (await this.persistence?.sweep(names)) ?? [] }),

    countTokens: async ({ texts }) => {
      const count = await loadTokenCounter();
      return { tokens: texts.map((text) => count(text)) };
    },

    checkSchema: ({ schema, values }) => checkAgainstSchema(schema, values),

    // Read under the open session's own body limit, as its calls will be: the listing joins that session.
    listMcpServer: (endpoint) =>
      listMcpServer(endpoint, {
        maxResponseBytes: () =>
          this.loaded?.runtime.responseLimits.maxResponseBytes ?? MCP_MAX_RESPONSE_BYTES,
      }),
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
  // Going on from a failed call retries it: Run, Step and Step over work as they do anywhere else.
  if (command !== 'pause') runtime.retryFailedCall();
  const targets: Record<Exclude<ControlCommand, 'stop'>, ReleaseTarget> = {
    run: { kind: 'run' },
    pause: { kind: 'paused' },
    step: { kind: 'step' },
    'step-over': { kind: 'step-over' },
    'finish-step': { kind: 'finish-step' },
  };
  runtime.command(targets[command]);
}
