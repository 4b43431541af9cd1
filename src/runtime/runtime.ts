// The runtime: one session's run — the log, the release latch, the virtual clock, the recorded inputs, the
// provider (wrapped in a recorder) — running the ReAct loop for each user message. Its parts live beside it:
// where the runs stand (run-state.ts), the input lane (inputs/input-lane.ts), the phase boundaries where
// inputs apply (phase-boundaries.ts), the engine's state and per-step dependencies (engine-deps-factory.ts),
// and the permission desk (permissions/). The page (through the worker host) and the CLI drive it the same way.
import {
  EventLog,
  VirtualClock,
  executeTurn as engineExecuteTurn,
  type PermissionAnswer,
  type PermissionRequest,
  type Registry,
} from '../engine';
import type { ResponseLimits, WireMessage } from '../llm/model-types';
import { RecordingProvider } from '../llm/cassette/recording-provider';
import { NO_SECRETS, type Scrubber } from '../common/secrets/scrub-secrets';
import { ScrubbingProvider } from './providers/scrubbing-provider';
import type { ShellLimits } from '../shell/limits';
import { EngineDepsFactory } from './engine-deps-factory';
import { InputBook, type LiveInput } from './inputs/input-book';
import type { InputTarget } from './inputs/apply-input';
import { InputLane } from './inputs/input-lane';
import type { LoopContext, LoopResult } from './loop/loop-context';
import { runLoop } from './loop/react-loop';
import { PermissionDesk } from './permissions/permission-desk';
import { FailedCallDesk, type FailedCall } from './retries/failed-call-desk';
import { PhaseBoundaries, type NowInput } from './phase-boundaries';
import type { RunReport, RuntimeOptions } from './runtime-options';
import { RunState } from './run-state';
import { sameAnchor, type RecordedInput } from './spec/recorded-input';
import { checkSpecSettings, refusal, settingsProblems } from './spec/check-spec-settings';
import { runSettingOf, shellLimitsOf } from './spec/run-settings';
import type { RunSpec } from './spec/run-spec';
import type { Breakpoint } from './stepping/breakpoint';
import { ReleaseLatch, type ReleaseTarget } from './stepping/release-latch';
import type { SubagentRegistries } from './subagent/subagent-capability';
import { subagentToolNames } from './subagent/subagent-tools';
import {
  buildRegistry,
  patternRefusal,
  type BuiltinToolFactories,
  type ToolFactoryContext,
} from './tools/build-registry';
import { NO_MCP_CONNECTION } from './mcp/recorded-mcp-caller';
import { mcpToolSwapper, type McpToolSwapper } from './mcp/swap-mcp-tools';
import { mcpToolChanges } from './mcp/mcp-tools-watch';
import { LISTING_LANES_AT, mcpListingLanes } from './mcp/mcp-listing-lanes';
import { recordToolFactories } from './tools/builtin-tools';
import { ChangeAttribution } from './workspace-events';

export type { NowInput } from './phase-boundaries';
export type { RunReport, RuntimeOptions } from './runtime-options';

export type RuntimeCreation =
  { readonly ok: true; readonly runtime: Runtime } | { readonly ok: false; readonly reason: string };

export class Runtime {
  readonly log = new EventLog();
  readonly latch: ReleaseLatch;
  private readonly clock: VirtualClock;
  private readonly attribution = new ChangeAttribution();
  private readonly book: InputBook;
  private readonly recorder: RecordingProvider;
  private readonly userMessages: string[] = [];
  private readonly history: WireMessage[] = [];
  private readonly state: RunState;
  private readonly engine: EngineDepsFactory;
  private readonly boundaries: PhaseBoundaries;
  private desk: PermissionDesk;
  private readonly failedCalls: FailedCallDesk;

  static async create(options: RuntimeOptions): Promise<RuntimeCreation> {
    const settings = checkSpecSettings(options.spec);
    if (!settings.ok) return settings;
    const factories: BuiltinToolFactories = { ...recordToolFactories(options.workspace), ...options.tools };
    // The tools are built before the runtime exists; they read its settings through this once it does.
    const late: { runtime?: Runtime } = {};
    const toolContext: ToolFactoryContext = {
      shellLimits: () => late.runtime?.shellLimits ?? shellLimitsOf(options.spec.settings),
      ...(options.mcp ? { mcp: options.mcp } : {}),
    };
    const main = buildRegistry(options.spec.tools, factories, toolContext);
    if (!main.ok) return main;
    // Two registries for subagents: one that may start a subagent of its own, one that may not (the depth).
    const subagentRegistry = (mayNest: boolean) =>
      buildRegistry(
        {
          builtin: subagentToolNames(mayNest).filter((name) => factories[name] !== undefined),
          userDefined: [],
        },
        factories,
        toolContext,
      );
    const leaf = subagentRegistry(false);
    if (!leaf.ok) return leaf;
    const nesting = subagentRegistry(true);
    if (!nesting.ok) return nesting;
    await options.workspace.restore(options.initialWorkspace ?? options.spec.workspace);
    const mcpTools = mcpToolSwapper(
      main.registry,
      options.spec.tools.mcp ?? [],
      options.mcp ?? NO_MCP_CONNECTION,
      patternRefusal,
    );
    late.runtime = new Runtime(
      options,
      main.registry,
      { leaf: leaf.registry, nesting: nesting.registry },
      mcpTools,
    );
    return { ok: true, runtime: late.runtime };
  }

  private constructor(
    private readonly options: RuntimeOptions,
    registry: Registry,
    subagentRegistries: SubagentRegistries,
    private readonly mcpTools: McpToolSwapper,
  ) {
    this.clock = options.clock ?? new VirtualClock();
    this.latch = new ReleaseLatch(options.start ?? { kind: 'run' });
    this.state = new RunState(options.spec.settings);
    const recorded = options.onRecorded ?? (() => undefined);
    this.book = new InputBook(options.spec.inputs, recorded);
    // Scrubbed inside the recorder: the cassette keeps what the run used, so a replay is the same run.
    this.recorder = new RecordingProvider(
      new ScrubbingProvider(options.provider, () => this.scrub),
      recorded,
    );
    this.engine = new EngineDepsFactory({
      registry,
      subagentRegistries,
      state: this.state,
      log: this.log,
      clock: this.clock,
      workspace: options.workspace,
      attribution: this.attribution,
      desk: () => this.desk,
    });
    this.boundaries = new PhaseBoundaries({
      state: this.state,
      book: this.book,
      lane: new InputLane(),
      latch: this.latch,
      target: this.inputTarget(),
      workspace: options.workspace,
      ...(options.onPersonChange ? { onPersonChange: options.onPersonChange } : {}),
      observe: async (at) => {
        if (sameAnchor(at, LISTING_LANES_AT))
          for (const event of mcpListingLanes(this.mcpTools.servers(), this.clock.nowMs()))
            this.log.append(event);
        // A server's listing is what it said: scrubbed of the device's secrets like any answer.
        return (await mcpToolChanges(options.mcpWatch, this.mcpTools, at)).map((input) =>
          this.scrub.value(input),
        );
      },
    });
    this.desk = this.createDesk();
    this.failedCalls = new FailedCallDesk({
      book: this.book,
      // A person decides on the page; a headless run (the CLI's policies) gives up, as every failure used to.
      policy: (options.askPolicy ?? { kind: 'interactive' }).kind === 'interactive' ? 'ask' : 'give-up',
      visible: (seq) => this.latch.releasedThrough(seq),
      // A running page stops at the failure, so Run, Step and Step over are there to go on with a retry.
      hold: () => this.latch.command({ kind: 'paused' }),
      signal: () => this.state.controller.signal,
      ...(options.onWaitingChange ? { onWaitingChange: options.onWaitingChange } : {}),
    });
    this.log.subscribe((event) => {
      this.attribution.observe(event);
      this.latch.offer(event);
    });
    options.workspace.subscribe((changes) =>
      this.attribution.append(this.log, this.state.step, this.clock.nowMs(), changes),
    );
  }

  /** Runs every user message of the spec, in order (a replay, or a lesson's first run). */
  async runAll(): Promise<RunReport> {
    const runs: LoopResult[] = [];
    for (const message of this.options.spec.userMessages) {
      const result = await this.send(message);
      runs.push(result);
      // A run given up on for a new message goes on to it, as the person did.
      if (result.endReason === 'aborted' || (result.endReason === 'error' && !result.movedOn)) break;
    }
    return this.desk.unanswered ? { runs, unanswered: this.desk.unanswered } : { runs };
  }

  /** The device's secrets as they stand now: what a person or an endpoint gives passes them first. */
  private get scrub(): Scrubber {
    return this.options.scrubber?.() ?? NO_SECRETS;
  }

  /** One run: the user's message, then steps until a final answer, the step limit, or a stop. */
  async send(typed: string): Promise<LoopResult> {
    const message = this.scrub.text(typed);
    this.latch.endDrain();
    if (this.state.renewSignalIfAborted()) this.desk = this.createDesk();
    await this.boundaries.betweenRuns();
    this.userMessages.push(message);
    this.options.onRecorded?.();
    this.state.runs += 1;
    this.state.runInProgress = true;
    try {
      return await runLoop(this.mainContext(), `run_${this.state.runs}`, this.history, message);
    } finally {
      this.state.runInProgress = false;
      // What a person did after this run ended (a terminal command) replays here, even with no later run.
      await this.boundaries.betweenRuns();
    }
  }

  /** What one answer may send (a model's response, an MCP server's), as the settings say now. */
  get responseLimits(): ResponseLimits {
    return runSettingOf(this.state.settings, 'responseLimits');
  }

  /** The Bash limits in force now (a settings change applies at a boundary); the terminal follows them too. */
  get shellLimits(): ShellLimits {
    return shellLimitsOf(this.state.settings);
  }

  command(target: ReleaseTarget): void {
    this.latch.command(target);
  }

  setBreakpoints(breakpoints: readonly Breakpoint[]): void {
    this.latch.setBreakpoints(breakpoints);
  }

  /** Stop: at a phase boundary it is recorded there (replayable); otherwise it aborts what is in flight. */
  stop(): void {
    if (this.state.atBoundary) this.book.queue({ type: 'stop' });
    else this.state.controller.abort();
    this.latch.drain();
  }

  answerPermission(requestId: string, answer: PermissionAnswer): boolean {
    return this.desk.answer(requestId, answer);
  }

  get pendingQuestion(): PermissionRequest | undefined {
    return this.desk.pendingQuestion;
  }

  /** The failed model call waiting for the person's retry, if one is. */
  get pendingFailure(): FailedCall | undefined {
    return this.failedCalls.pending;
  }

  /** Sends the failed call's request again; false when no failed call waits. */
  retryFailedCall(): boolean {
    return this.failedCalls.answer('retry');
  }

  /**
   * Gives up on the failed call for a new message: its run ends with the failure, released at once, and a
   * replay goes on to the next message as the person did; false when no failed call waits.
   */
  giveUpFailedCall(): boolean {
    if (!this.failedCalls.answer('move-on')) return false;
    this.latch.drain();
    return true;
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
    this.book.queue(this.scrub.value(input));
  }

  /** Callers ask `inputProblem` first; an invalid input reaching here is a bug. */
  private refuseInvalid(input: LiveInput): void {
    const problem = this.inputProblem(input);
    if (problem) throw new Error(problem);
  }

  /** A person's file or settings change, applied now when the run rests or none is going (PhaseBoundaries). */
  applyNow(change: NowInput): Promise<'applied' | 'queued'> {
    this.refuseInvalid(change);
    return this.boundaries.applyNow(this.scrub.value(change));
  }

  /** Records an input that happened inside a call (a shell outcome that depended on the machine's speed). */
  recordInput(input: RecordedInput): void {
    this.book.record(this.scrub.value(input));
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
    // Compared as sent: a planned message that held a secret was sent scrubbed.
    const planned = this.options.spec.userMessages.map((message) => this.scrub.text(message));
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
    const state = this.state;
    return new PermissionDesk({
      book: this.book,
      sink: this.log,
      policy: this.options.askPolicy ?? { kind: 'interactive' },
      step: () => state.step,
      nowMs: () => this.clock.nowMs(),
      questionVisible: () => this.latch.releasedThrough(this.log.length - 1),
      abort: () => state.controller.abort(),
      signal: state.controller.signal,
      ...(this.options.onWaitingChange ? { onWaitingChange: this.options.onWaitingChange } : {}),
    });
  }

  private mainContext(): LoopContext {
    const context: LoopContext = {
      sink: this.log,
      provider: this.recorder,
      latch: this.latch,
      signal: this.state.controller.signal,
      executeTurn: this.options.executeTurn ?? engineExecuteTurn,
      failedCalls: {
        next: () => (this.state.failedCalls += 1),
        decide: (call, seq) => this.failedCalls.decide(call, seq),
      },
      settings: () => this.state.settings,
      responseLimits: () => this.responseLimits,
      engineDeps: () => this.engine.forStep(context),
      nextStepNumber: () => this.state.nextStep(),
      boundary: (step, phase) => this.boundaries.at(step, phase),
      nowMs: () => this.clock.nowMs(),
    };
    return context;
  }

  private inputTarget(): InputTarget {
    const state = this.state;
    return {
      workspace: () => this.options.workspace,
      attribution: this.attribution,
      clock: () => this.clock,
      faults: this.engine.faults,
      sink: this.log,
      step: () => state.step,
      settings: () => state.settings,
      setSettings: (settings) => (state.settings = settings),
      swapMcpTools: (server, tools) => this.mcpTools.swap(server, tools),
    };
  }
}
