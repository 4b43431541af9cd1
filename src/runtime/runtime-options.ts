// What a Runtime is made from (the spec, its workspace and tools, the provider, the listeners the host
// hangs on it) and what running it answers. (What creating it answers names the Runtime, so it is in
// runtime.ts: this file imports nothing of it.)
import type { PermissionRequest, VirtualClock } from '../engine';
import type { Scrubber } from '../common/secrets/scrub-secrets';
import type { ModelProvider } from '../llm/model-types';
import type { WorkspaceSnapshot } from '../vfs/snapshot-format';
import type { Workspace } from '../vfs/workspace';
import type { WorkspaceFiles } from '../vfs/workspace-files';
import type { ExecuteTurn, LoopResult } from './loop/loop-context';
import type { AskPolicy } from './permissions/permission-desk';
import type { RunSpec } from './spec/run-spec';
import type { ReleaseTarget } from './stepping/release-latch';
import type { BuiltinToolFactories } from './tools/build-registry';
import type { McpToolCaller } from '../tools/mcp/mcp-tool';
import type { McpToolsWatch } from './mcp/mcp-tools-watch';

export interface RuntimeOptions {
  readonly spec: RunSpec;
  /** The workspace to run in; it is reset to the spec's snapshot on creation. */
  readonly workspace: Workspace;
  /** The initial workspace when it is not the spec's own snapshot (an imported tree, resolved by the host). */
  readonly initialWorkspace?: WorkspaceSnapshot | WorkspaceFiles;
  /** Built-in tools bound to this workspace (and shell). Task and TodoWrite are added by the runtime. */
  readonly tools: BuiltinToolFactories;
  /** Answers the session's MCP tools (runtime/mcp/recorded-mcp-caller.ts). Absent: only refusals. */
  readonly mcp?: McpToolCaller;
  /** Hears live servers' `tools/list_changed` (runtime/mcp/mcp-tools-watch.ts). Absent: tools change only by record. */
  readonly mcpWatch?: McpToolsWatch;
  readonly provider: ModelProvider;
  readonly askPolicy?: AskPolicy;
  /** How the latch starts: `run` releases everything (the CLI), `paused` waits for a command (the page). */
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
  /**
   * The device's secret scrubber as it stands now (asked each time: a key entered later counts from then on):
   * every message, input and model answer passes it before it is recorded or used (docs/security.md).
   * Absent: nothing is scrubbed (the CLI, which knows no key).
   */
  readonly scrubber?: () => Scrubber;
}

export interface RunReport {
  readonly runs: readonly LoopResult[];
  /** A permission question that a headless run could not answer (CLI exit 4). */
  readonly unanswered?: PermissionRequest;
}
