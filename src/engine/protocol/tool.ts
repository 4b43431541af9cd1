// The tool protocol: what a tool is, and what the engine hands it when it runs. Tools are created bound to
// their dependencies (the workspace, the shell) by their factories in tools/, so the engine never imports them.
import type { CommandPart } from './command-parts';
import type { ObjectSchema } from './json-schema';
import type { LockMeta, ToolOutput } from './tool-result';

/** Permission verdicts (seed, gate 1). */
export type PermissionVerdict = 'ALLOW' | 'DENY' | 'ASK';

/** A tool's own risk decision for one call, e.g. Bash's AST classifier. The permission gate consults it. */
export interface RiskDecision {
  readonly verdict: PermissionVerdict;
  /** Short machine-readable rule id, e.g. `bash.deny.rm`. */
  readonly rule: string;
  /** Human-readable reason (English). */
  readonly reason: string;
  /** What decided it, e.g. the command node's source text. */
  readonly node?: string;
  /** True when the call only writes files inside the workspace (accept-edits mode turns ASK into ALLOW). */
  readonly writesOnlyInsideWorkspace?: boolean;
  /** Extra facts for the UI, e.g. the seed-regex classifier's verdict beside ours. */
  readonly details?: Readonly<Record<string, unknown>>;
}

export interface RiskClassifier {
  classify(input: Readonly<Record<string, unknown>>, context: RiskContext): RiskDecision;
  /**
   * The call's command as permission rules match it (see command-parts.ts); null when it cannot be parsed.
   * A tool without it gets no allow from a command pattern, and every deny or ask pattern applies to it.
   */
  commandParts?(
    input: Readonly<Record<string, unknown>>,
    context: RiskContext,
  ): readonly CommandPart[] | null;
}

export interface RiskContext {
  readonly cwd: string;
  readonly insideSubagent: boolean;
}

/** Lets a tool (Task) run a nested ReAct loop without tools/ importing the runtime. */
export interface SubagentCapability {
  run(request: SubagentRequest): Promise<SubagentReport>;
}

export interface SubagentRequest {
  readonly description: string;
  readonly prompt: string;
  readonly parentCallId: string;
  /** The Task call's span id and step, which the nested run's run-start names as its parent. */
  readonly parentSpanId: string;
  readonly parentStep: number;
}

export interface SubagentReport {
  readonly summary: string;
  readonly steps: number;
  readonly data: Readonly<Record<string, unknown>>;
}

/** Everything a running tool may use besides its own bound dependencies. */
export interface ToolContext {
  readonly callId: string;
  /** The call's span (its tool-start and tool-end share it) and the step it runs in. */
  readonly spanId: string;
  readonly step: number;
  readonly toolName: string;
  /** Virtual time at the start of this call, in ms. */
  readonly nowMs: number;
  readonly cwd: string;
  readonly signal: AbortSignal;
  readonly insideSubagent: boolean;
  /** Lock metadata the executor injected (from the Read cache), when the tool takes a lock. */
  readonly expectedLock?: LockMeta;
  /**
   * Every cached Read at or under each path the call names (ToolFacts.pathArguments), keyed by the
   * workspace-absolute path, when the tool takes a lock: what a tool that changes several files or a whole
   * folder compares each file with. Not in the trace (its gate-check records the first path's lock).
   */
  readonly expectedLocks?: Readonly<Record<string, LockMeta>>;
  /** How strictly the tool compares the lock: version + hash (default), or the seed's mtime + size. */
  readonly lockMode: LockMode;
  /**
   * The per-result budget this call's answer is held to (UTF-8 bytes of the serialized result). A tool that
   * pages its output (Read) sizes its pages below it, so a page is never cut and spilled in turn.
   */
  readonly maxResultBytes?: number;
  readonly subagent?: SubagentCapability;
}

export type LockMode = 'version-hash' | 'seed';

/** How a tool uses the optimistic lock, so the lock gate knows what to inject. */
export type LockUse = 'none' | 'edit' | 'write';

/**
 * What a call of the tool may change, which decides its default permission (gates/permission.ts): `read`
 * changes nothing a person owns (allowed, kept in read-only mode); `write` changes workspace files only through
 * the optimistic lock (allowed, denied in read-only mode); `exec` runs commands (a person decides unless the
 * tool's risk classifier does); `none` declares nothing (allowed, denied in read-only mode).
 */
export type PermissionClass = 'read' | 'write' | 'exec' | 'none';

/** A tool's own words for its default verdict, where its class's generic sentence would say too little. */
export interface PermissionWording {
  readonly rule: string;
  readonly reason: string;
}

/**
 * The facts the gates, the orchestrator and the pages read off a tool instead of switching on its name
 * (issue 31). A built-in tool declares them once, in its record (tools/builtin-tool-records.ts).
 */
export interface ToolFacts {
  readonly name: string;
  /** Does this tool read a file's lock metadata or need it injected? */
  readonly lockUse: LockUse;
  /** Absent: `none`. */
  readonly permissionClass?: PermissionClass;
  readonly permissionWording?: PermissionWording;
  /**
   * The arguments that name workspace paths, in order: permission rules match each (a `Tool(glob)` rule is a
   * glob over them) and the lock gate reads the first. Absent or empty: the tool touches no path.
   */
  readonly pathArguments?: readonly string[];
  /** Simulated duration of a call on the virtual clock, unless the session's latency settings name the tool. */
  readonly latencyMs?: number;
}

export interface Tool extends ToolFacts {
  /** Written for models: clear, with units and limits. Always English. */
  readonly description: string;
  readonly parameters: ObjectSchema;
  /** Per-call decision (default: Read, Grep, Glob, LS safe; everything else unsafe). */
  isConcurrencySafe(input: Readonly<Record<string, unknown>>): boolean;
  /** Optional tool-specific risk decision (Bash supplies one). */
  readonly risk?: RiskClassifier;
  /** Never throws for a model's mistake; a throw becomes INTERNAL_ERROR. */
  run(input: Readonly<Record<string, unknown>>, context: ToolContext): Promise<ToolOutput>;
}
