// A ready engine for tests and benchmarks (and for other parts' tests): a registry, an event log, a virtual
// clock, fresh stores, an in-memory spill sink, and a scripted permission answer.
import { CounterIdSource, VirtualClock } from '../clock/engine-clock';
import type { AskPermission, PermissionReply, PermissionRequest } from '../gates/permission-types';
import type { ObjectSchema } from '../protocol/json-schema';
import type { RiskClassifier, Tool, ToolContext, ToolFacts } from '../protocol/tool';
import type { ToolOutput } from '../protocol/tool-result';
import { toolSuccess } from '../protocol/tool-result';
import { BUILTIN_LIKE_FACTS } from './builtin-like-facts';
import { Registry } from '../registry/registry';
import type { PartialEngineSettings } from '../settings/engine-settings';
import { resolveSettings } from '../settings/engine-settings';
import { EventLog } from '../trace/event-log';
import type { EngineState } from '../stores/engine-state';
import { createEngineState } from '../stores/engine-state';
import { executeTurn } from '../turn/execute-turn';
import type { EngineDeps, RawToolCall, TurnOutcome } from '../turn-protocol/turn-types';

/** The facts a test tool declares (name apart): what the gates read instead of its name. */
export interface FakeToolOptions extends Partial<Omit<ToolFacts, 'name'>> {
  readonly safe?: boolean;
  readonly parameters?: ObjectSchema;
  readonly risk?: RiskClassifier;
  readonly description?: string;
  readonly run?: (
    input: Readonly<Record<string, unknown>>,
    context: ToolContext,
  ) => Promise<ToolOutput> | ToolOutput;
}

const OPEN_SCHEMA: ObjectSchema = { type: 'object', properties: {} };

/**
 * A tool that does what `run` says (default: succeeds with "ok"). Named like a built-in, it declares what
 * that built-in declares (builtin-like-facts.ts) unless the options say otherwise.
 */
export function fakeTool(name: string, given: FakeToolOptions = {}): Tool {
  const options: FakeToolOptions = {
    ...(Object.hasOwn(BUILTIN_LIKE_FACTS, name) ? BUILTIN_LIKE_FACTS[name] : {}),
    ...given,
  };
  const safe = options.safe ?? false;
  const run = options.run;
  return {
    name,
    description: options.description ?? `${name} (test tool).`,
    parameters: options.parameters ?? OPEN_SCHEMA,
    lockUse: options.lockUse ?? 'none',
    ...(options.permissionClass !== undefined && { permissionClass: options.permissionClass }),
    ...(options.permissionWording !== undefined && { permissionWording: options.permissionWording }),
    ...(options.pathArguments !== undefined && { pathArguments: options.pathArguments }),
    ...(options.latencyMs !== undefined && { latencyMs: options.latencyMs }),
    ...(options.risk !== undefined && { risk: options.risk }),
    isConcurrencySafe: () => safe,
    run: run ? async (input, context) => run(input, context) : () => Promise.resolve(toolSuccess('ok')),
  };
}

export interface HarnessOptions {
  readonly tools?: readonly Tool[];
  readonly settings?: PartialEngineSettings;
  /** A fixed reply to every ASK (an answer, or how the question ended without one), or a function (default: deny). */
  readonly answer?: PermissionReply | AskPermission;
  /** Make spill writes fail. */
  readonly failSpills?: boolean;
}

export interface Harness {
  readonly registry: Registry;
  readonly log: EventLog;
  readonly clock: VirtualClock;
  readonly state: EngineState;
  readonly deps: EngineDeps;
  readonly spilled: Map<string, string>;
  readonly asked: PermissionRequest[];
  readonly abort: AbortController;
  turn(toolCalls: readonly RawToolCall[], step?: number, assistantText?: string | null): Promise<TurnOutcome>;
}

export function createHarness(options: HarnessOptions = {}): Harness {
  const registry = new Registry();
  for (const tool of options.tools ?? []) registry.registerTool(tool);
  const log = new EventLog();
  const clock = new VirtualClock();
  const state = createEngineState();
  const spilled = new Map<string, string>();
  const asked: PermissionRequest[] = [];
  const abort = new AbortController();
  const answer = options.answer ?? 'deny';
  const deps: EngineDeps = {
    registry,
    settings: resolveSettings(options.settings),
    askPermission: (request) => {
      asked.push(request);
      return typeof answer === 'function' ? answer(request) : Promise.resolve(answer);
    },
    ...state,
    clock,
    ids: new CounterIdSource(),
    sink: log,
    spill: {
      write: (path, content) => {
        if (options.failSpills) return Promise.reject(new Error('disk full'));
        spilled.set(path, content);
        return Promise.resolve();
      },
    },
    signal: abort.signal,
  };
  let nextStep = 1;
  return {
    registry,
    log,
    clock,
    state,
    deps,
    spilled,
    asked,
    abort,
    turn: (toolCalls, step = nextStep++, assistantText = null) =>
      executeTurn({ step, toolCalls, assistantText }, deps),
  };
}

/** `{id, name, arguments}` with JSON-encoded arguments, as a model sends it. */
export function call(name: string, args: Record<string, unknown> = {}, id?: string): RawToolCall {
  return { id: id ?? undefined, name, arguments: JSON.stringify(args) };
}
