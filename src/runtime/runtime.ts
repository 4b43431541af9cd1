// The runtime: owns one session's run — the log, the release gate, the virtual clock, the engine's state
// (breakers, read cache, grants, faults), the workspace subscription and the recorded inputs — and runs the
// ReAct loop for each user message. The page (through the worker host) and the CLI drive it the same way.
import {
  BreakerStore,
  CounterIdSource,
  EventLog,
  FaultInjector,
  PermissionGrants,
  ReadCache,
  VirtualClock,
  executeTurn as engineExecuteTurn,
  resolveSettings,
  type EngineDeps,
  type PermissionAnswer,
  type PermissionRequest,
  type Registry,
} from '../engine';
import type { ModelProvider, WireMessage } from '../llm/model-types';
import { RecordingProvider } from '../llm/cassette/recording-provider';
import { createTaskTool } from '../tools/task/task-tool';
import { createTodoWriteTool } from '../tools/todo-write/todo-write-tool';
import type { ShellLimits } from '../shell/limits';
import type { Workspace } from '../vfs/workspace';
import { InputBook, type LiveInput } from './inputs/input-book';
import { applyInput, type InputTarget } from './inputs/apply-input';
import type { BoundaryVerdict, ExecuteTurn, LoopContext, LoopResult } from './loop/loop-context';
import { runLoop } from './loop/react-loop';
import { PermissionDesk, type AskPolicy } from './permissions/permission-desk';
import type { Anchor, Phase, RecordedInput } from './spec/recorded-input';
import { checkSpecSettings, refusal, settingsProblems } from './spec/check-spec-settings';
import { shellLimitsOf, type RunSettings } from './spec/run-settings';
import type { RunSpec } from './spec/run-spec';
import type { Breakpoint } from './stepping/breakpoint';
import { ReleaseGate, type ReleaseTarget } from './stepping/release-gate';
import { createSubagentCapability, SUBAGENT_TOOLS } from './subagent/subagent-capability';
import { buildRegistry, type BuiltinToolFactories, type ToolFactoryContext } from './tools/build-registry';
import { ChangeAttribution } from './workspace-events';

export interface RuntimeOptions {
  readonly spec: RunSpec;
  /** The workspace to run in; it is reset to the spec's snapshot on creation. */
  readonly workspace: Workspace;
  /** Built-in tools bound to this workspace (and shell). Task and TodoWrite are added by the runtime. */
  readonly tools: BuiltinToolFactories;
  readonly provider: ModelProvider;
  readonly askPolicy?: AskPolicy;
  /** How the gate starts: `run` releases everything (the CLI), `paused` waits for a command (the page). */
  readonly start?: ReleaseTarget;
  /** The virtual clock, shared with the workspace so file mtimes come from it (default: a new one at 0). */
  readonly clock?: VirtualClock;
  /** Told when a permission question starts or stops waiting for a person. */
  readonly onWaitingChange?: () => void;
  /**
   * Told after every change to what the session records (`exportSpec`, `queuedInputs`): an input, a user
   * message, a model exchange. The page's library saves on this, not on trace events: a person's edit made
   * while paused releases no event, yet must be kept.
   */
  readonly onRecorded?: () => void;
  /**
   * Told after a person's file or settings change was applied while the run rested (made now, or replayed
   * where it was made): the workspace changed with no event released, so the page fetches it again.
   */
  readonly onPersonChange?: () => void;
  /** The engine's per-turn entry point (tests may substitute one). */
  readonly executeTurn?: ExecuteTurn;
}

export interface RunReport {
  readonly runs: readonly LoopResult[];
  /** A permission question that a headless run could not answer (CLI exit 4). */
  readonly unanswered?: PermissionRequest;
}

export type RuntimeCreation =
  { readonly ok: true; readonly runtime: Runtime } | { readonly ok: false; readonly reason: string };

/** Inputs a person makes that may apply at once (see `applyNow`). */
export type NowInput = Extract<LiveInput, { type: 'workspace-edit' | 'settings-change' }>;

export class Runtime {
  readonly log = new EventLog();
  readonly gate: ReleaseGate;
  private readonly clock: VirtualClock;
  private readonly breakers = new BreakerStore();
  private readonly readCache = new ReadCache();
  private readonly grants = new PermissionGrants();
  private readonly faults = new FaultInjector();
  private readonly ids = new CounterIdSource();
  private readonly attribution = new ChangeAttribution();
  private readonly book: InputBook;
  private readonly recorder: RecordingProvider;
  private readonly userMessages: string[] = [];
  private readonly history: WireMessage[] = [];
  private settings: RunSettings;
  private step = 0;
  private runs = 0;
  private controller = new AbortController();
  private desk: PermissionDesk;
  private atBoundary = false;
  /** The boundary the run is waiting at (the person has not released it yet), if any. */
  private restingAt: Anchor | null = null;
  private runInProgress = false;
  /** A terminal edit being applied: the boundary waits for it, so its events never interleave. */
  private editInFlight: Promise<void> = Promise.resolve();

  static async create(options: RuntimeOptions): Promise<RuntimeCreation> {
    const settings = checkSpecSettings(options.spec);
    if (!settings.ok) return settings;
    const factories: BuiltinToolFactories = {
      TodoWrite: createTodoWriteTool,
      Task: createTaskTool,
      ...options.tools,
    };
    // The tools are built before the runtime exists; they read its settings through this once it does.
    const late: { runtime?: Runtime } = {};
    const toolContext: ToolFactoryContext = {
      shellLimits: () => late.runtime?.shellLimits ?? shellLimitsOf(options.spec.settings),
    };
    const main = buildRegistry(options.spec.tools, factories, toolContext);
    if (!main.ok) return main;
    const subagentTools = SUBAGENT_TOOLS.filter((name) => factories[name] !== undefined);
    const sub = buildRegistry({ builtin: subagentTools, userDefined: [] }, factories, toolContext);
    if (!sub.ok) return sub;
    await options.workspace.restore(options.spec.workspace);
    late.runtime = new Runtime(options, main.registry, sub.registry);
    return { ok: true, runtime: late.runtime };
  }

  private constructor(
    private readonly options: RuntimeOptions,
    private readonly registry: Registry,
    private readonly subagentRegistry: Registry,
  ) {
    this.clock = options.clock ?? new VirtualClock();
    this.gate = new ReleaseGate(options.start ?? { kind: 'run' });
    this.settings = options.spec.settings;
    const recorded = options.onRecorded ?? (() => undefined);
    this.book = new InputBook(options.spec.inputs, recorded);
    this.recorder = new RecordingProvider(options.provider, recorded);
    this.desk = this.createDesk();
    this.log.subscribe((event) => {
      this.attribution.observe(event);
      this.gate.offer(event);
    });
    options.workspace.subscribe((changes) =>
      this.attribution.append(this.log, this.step, this.clock.nowMs(), changes),
    );
  }

  /** Runs every user message of the spec, in order (a replay, or a lesson's first run). */
  async runAll(): Promise<RunReport> {
    const runs: LoopResult[] = [];
    for (const message of this.options.spec.userMessages) {
      const result = await this.send(message);
      runs.push(result);
      if (result.endReason === 'aborted' || result.endReason === 'error') break;
    }
    return this.desk.unanswered ? { runs, unanswered: this.desk.unanswered } : { runs };
  }

  /** One run: the user's message, then steps until a final answer, the step limit, or a stop. */
  async send(message: string): Promise<LoopResult> {
    this.gate.endDrain();
    if (this.controller.signal.aborted) {
      this.controller = new AbortController();
      this.desk = this.createDesk();
    }
    await this.applyBetweenRuns();
    this.userMessages.push(message);
    this.options.onRecorded?.();
    this.runs += 1;
    this.runInProgress = true;
    try {
      return await runLoop(this.mainContext(), `run_${this.runs}`, this.history, message);
    } finally {
      this.runInProgress = false;
      // What a person did after this run ended (a terminal command) replays here, even with no later run.
      await this.applyBetweenRuns();
    }
  }

  /** Inputs anchored between runs at the current step, and live ones made while no run was going. */
  private applyBetweenRuns(): Promise<void> {
    return this.inLane(async () => {
      for (const input of this.book.takeAt({ step: this.step, phase: 'between-runs' })) {
        await applyInput(input, this.inputTarget);
      }
    });
  }

  /**
   * One lane for inputs applied outside the loop's boundaries (between runs, or a person's change applied at
   * once): each waits for the one before, and decides its anchor only when its turn comes, so their changes
   * never interleave and the record lists them in the order they were applied.
   */
  private inLane<T>(work: () => Promise<T>): Promise<T> {
    const run = this.editInFlight.then(work);
    this.editInFlight = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  /** The Bash limits in force now (a settings change applies at a boundary); the terminal follows them too. */
  get shellLimits(): ShellLimits {
    return shellLimitsOf(this.settings);
  }

  command(target: ReleaseTarget): void {
    this.gate.command(target);
  }

  setBreakpoints(breakpoints: readonly Breakpoint[]): void {
    this.gate.setBreakpoints(breakpoints);
  }

  /** Stop: at a phase boundary it is recorded there (replayable); otherwise it aborts what is in flight. */
  stop(): void {
    if (this.atBoundary) this.book.queue({ type: 'stop' });
    else this.controller.abort();
    this.gate.drain();
  }

  answerPermission(requestId: string, answer: PermissionAnswer): boolean {
    return this.desk.answer(requestId, answer);
  }

  get pendingQuestion(): PermissionRequest | undefined {
    return this.desk.pendingQuestion;
  }

  /**
   * Why a person's input cannot be taken, or null: a settings change is checked like a document's, so a
   * value the engine cannot work with never enters the record (and never reaches a run).
   */
  inputProblem(input: LiveInput): string | null {
    if (input.type !== 'settings-change') return null;
    const problems = settingsProblems(input.settings, '/settings');
    return problems.length === 0 ? null : refusal(problems);
  }

  /** An editor/terminal change, clock advance, fault or settings change, applied at the next boundary. */
  queueInput(input: LiveInput): void {
    this.refuseInvalid(input);
    this.book.queue(input);
  }

  /** Callers ask `inputProblem` first; an invalid input reaching here is a bug. */
  private refuseInvalid(input: LiveInput): void {
    const problem = this.inputProblem(input);
    if (problem) throw new Error(problem);
  }

  /**
   * A person's file changes (terminal, editor) or settings change, applied now when nothing else can be
   * touching the workspace or the settings: while the run rests at a boundary they are recorded at that
   * boundary (a replay applies them at the same point, so the trace matches); between runs they are recorded
   * between runs (a replay applies them after the run that ended, or before the first). Mid-turn they are
   * queued, to apply at the next boundary. So the terminal's next command sees them at once.
   */
  applyNow(change: NowInput): Promise<'applied' | 'queued'> {
    this.refuseInvalid(change);
    return this.inLane(async () => {
      const at: Anchor | null =
        this.restingAt ?? (this.runInProgress ? null : { step: this.step, phase: 'between-runs' });
      // Changes queued earlier (made mid-turn) are older: this one waits behind them, never overtakes them.
      if (!at || this.book.hasQueued) {
        this.book.queue(change);
        return 'queued';
      }
      const input = { ...change, at } as RecordedInput;
      this.book.recordApplied(input);
      await applyInput(input, this.inputTarget);
      this.options.onPersonChange?.();
      return 'applied';
    });
  }

  /** Records an input that happened inside a call (a shell outcome that depended on the machine's speed). */
  recordInput(input: RecordedInput): void {
    this.book.record(input);
  }

  /** Inputs made but not anchored yet: not in `exportSpec` until the next boundary, so kept beside it. */
  queuedInputs(): LiveInput[] {
    return this.book.queuedInputs();
  }

  /**
   * The spec as it now stands: initial state, every message, the cassette and every input. The spec's
   * messages not sent yet are still to come (`runAll` sends them in order), so they stay: a session saved
   * before its second message is sent goes on to it when reopened.
   */
  exportSpec(): RunSpec {
    const planned = this.options.spec.userMessages;
    const sent = this.userMessages;
    const onPlan = sent.length <= planned.length && sent.every((message, i) => message === planned[i]);
    return {
      ...this.options.spec,
      userMessages: onPlan ? [...sent, ...planned.slice(sent.length)] : [...sent],
      cassette: this.recorder.cassette(),
      inputs: this.book.all(),
    };
  }

  private createDesk(): PermissionDesk {
    return new PermissionDesk({
      book: this.book,
      sink: this.log,
      policy: this.options.askPolicy ?? { kind: 'interactive' },
      step: () => this.step,
      nowMs: () => this.clock.nowMs(),
      questionVisible: () => this.gate.releasedThrough(this.log.length - 1),
      abort: () => this.controller.abort(),
      signal: this.controller.signal,
      ...(this.options.onWaitingChange ? { onWaitingChange: this.options.onWaitingChange } : {}),
    });
  }

  private mainContext(): LoopContext {
    const context: LoopContext = {
      sink: this.log,
      provider: this.recorder,
      gate: this.gate,
      signal: this.controller.signal,
      executeTurn: this.options.executeTurn ?? engineExecuteTurn,
      settings: () => this.settings,
      engineDeps: () => this.engineDeps(context),
      nextStepNumber: () => (this.step += 1),
      boundary: (step, phase) => this.boundary(step, phase),
      nowMs: () => this.clock.nowMs(),
    };
    return context;
  }

  private engineDeps(context: LoopContext): EngineDeps {
    return {
      registry: this.registry,
      settings: resolveSettings(this.settings.engine),
      askPermission: this.desk.ask,
      grants: this.grants,
      breakers: this.breakers,
      readCache: this.readCache,
      faults: this.faults,
      clock: this.clock,
      ids: this.ids,
      sink: this.log,
      spill: {
        write: (path, content) =>
          this.attribution.during('spill', async () => {
            await this.options.workspace.writeFile(path, content, { createParents: true });
          }),
      },
      // Persist after every batch (issue 4), not only at the end of the turn: a tab closed mid-turn keeps
      // what the finished batches wrote.
      afterBatch: () => this.options.workspace.flush(),
      signal: this.controller.signal,
      cwd: '/workspace',
      insideSubagent: false,
      subagent: createSubagentCapability({
        parent: context,
        registry: this.subagentRegistry,
        maxSteps: () => this.settings.subagentMaxSteps,
      }),
    };
  }

  private readonly inputTarget: InputTarget = {
    workspace: () => this.options.workspace,
    attribution: this.attribution,
    clock: () => this.clock,
    faults: this.faults,
    sink: this.log,
    step: () => this.step,
    settings: () => this.settings,
    setSettings: (settings) => (this.settings = settings),
  };

  private async boundary(step: number, phase: Phase): Promise<BoundaryVerdict> {
    this.atBoundary = true;
    this.restingAt = { step, phase };
    // A person's file or settings change recorded here was applied the moment the run rested here (applyNow),
    // before the person stepped on: a replay applies it at the same moment, so a reopened session shows it at
    // once. The trace is the same either way, since nothing is appended while the run rests.
    await this.inLane(async () => {
      const due = this.book.takeLeading({ step, phase }, isAppliedAtRest);
      for (const input of due) await applyInput(input, this.inputTarget);
      if (due.length > 0) this.options.onPersonChange?.();
    });
    await this.gate.caughtUp();
    this.atBoundary = false;
    this.restingAt = null;
    await this.editInFlight;
    for (const input of this.book.takeAt({ step, phase })) {
      if ((await applyInput(input, this.inputTarget)) === 'stop') return 'stop';
    }
    if (phase === 'after-tools') await this.options.workspace.flush();
    return this.controller.signal.aborted ? 'stop' : 'continue';
  }
}

/** The inputs `applyNow` applies while the run rests at a boundary (NowInput's kinds). */
function isAppliedAtRest(input: RecordedInput): boolean {
  return input.type === 'workspace-edit' || input.type === 'settings-change';
}
