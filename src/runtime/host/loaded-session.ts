// One loaded session inside the host: the runtime created from the spec, its workspace, the timeline of the
// workspace by event, and how to let go of it all. A load overtaken by a newer one while it was being created
// is disposed here, never kept.
import type { TraceEvent, VirtualClock } from '../../engine';
import type { Scrubber } from '../../common/secrets/scrub-secrets';
import type { ShellRunner } from '../../shell/run/shell-run';
import type { Workspace } from '../../vfs/workspace';
import type { ModelCallInFlight } from '../providers/observed-provider';
import type { Runtime } from '../runtime';
import type { PauseReason } from '../stepping/release-latch';
import type { TerminalShell } from '../terminal/terminal-session';
import type { BuiltinToolFactories } from '../tools/build-registry';
import type { LoadId, LoadParams } from '../worker/runtime-protocol';
import type { HumanTurnDesk } from './human-turn-desk';
import type { ImportedTreeSource } from './imported-workspace';
import { liveMcpCaller, type LiveMcpCaller } from '../mcp/live-mcp-caller';
import { createInProcessRuntime } from './node-runtime';
import type { WorkspaceStores } from './workspace-persistence';
import { WorkspaceTimeline } from './workspace-timeline';

export interface HostDeps {
  readonly createWorkspace?: (clock: VirtualClock) => Workspace;
  /** Where imported trees are (the runtime worker: the browser's tree store). */
  readonly importedTrees?: ImportedTreeSource;
  readonly shellRunner?: (workspace: Workspace) => ShellRunner & { dispose?: () => void };
  readonly extraTools?: (workspace: Workspace) => BuiltinToolFactories;
  /** The terminal's own shell (default: in this thread); the browser gives it its own shell worker. */
  readonly terminalShell?: (workspace: Workspace) => TerminalShell;
  /** Where sessions' workspaces are kept (the browser: IndexedDB through lightning-fs); absent: nowhere. */
  readonly workspaceStores?: WorkspaceStores;
}

/** One load asked for; the host compares tickets by identity (the id is the page's, and may be absent). */
export interface LoadTicket {
  readonly loadId: LoadId | null;
}

export interface LoadedSession {
  readonly runtime: Runtime;
  readonly workspace: Workspace;
  readonly timeline: WorkspaceTimeline;
  /** Stops the run, releases its shell, and stops forwarding its events. */
  readonly unload: () => void;
}

/** What the host hears from a session it loads. */
export interface SessionListeners {
  readonly human: HumanTurnDesk;
  /** The page's secrets as the host knows them now (RuntimeOptions.scrubber). */
  readonly scrubber: () => Scrubber;
  /** Whether this load is still the latest one asked for. */
  readonly current: () => boolean;
  readonly onWaitingChange: () => void;
  readonly onRecorded: () => void;
  readonly onPersonChange: () => void;
  readonly onModelCall: (call: ModelCallInFlight | null) => void;
  readonly onReleased: (events: readonly TraceEvent[]) => void;
  readonly onPaused: (reason: PauseReason) => void;
}

export type SessionLoad =
  | { readonly ok: true; readonly session: LoadedSession }
  | { readonly ok: false; readonly reason: string; readonly overtaken?: true };

export async function loadSession(
  params: LoadParams,
  deps: HostDeps,
  listen: SessionListeners,
): Promise<SessionLoad> {
  // Calls no record answers go to the session's MCP servers, each with the headers given for its address only;
  // the SDK loads at the first such call, so a session without MCP servers never fetches it.
  let mcpLive: LiveMcpCaller | undefined;
  const created = await createInProcessRuntime(params.spec, {
    mcpLive: (run) =>
      (mcpLive = liveMcpCaller(
        (url) => params.mcpEndpoints?.find((endpoint) => endpoint.url === url)?.headers ?? {},
        run.maxResponseBytes,
      )),
    mode: params.mode,
    secrets: { ...(params.credential ? { credential: params.credential } : {}), human: listen.human },
    start: { kind: params.start ?? 'paused' },
    scrubber: listen.scrubber,
    onWaitingChange: listen.onWaitingChange,
    onRecorded: listen.onRecorded,
    onPersonChange: listen.onPersonChange,
    onModelCall: listen.onModelCall,
    ...(deps.createWorkspace ? { createWorkspace: deps.createWorkspace } : {}),
    ...(deps.importedTrees ? { importedTrees: deps.importedTrees } : {}),
    ...(deps.extraTools ? { extraTools: deps.extraTools } : {}),
    ...(deps.shellRunner ? { shellRunner: deps.shellRunner } : {}),
  });
  if (!created.ok) return { ok: false, reason: created.reason };
  if (!listen.current()) {
    created.dispose();
    void mcpLive?.close();
    return { ok: false, reason: 'overtaken', overtaken: true };
  }
  created.runtime.setBreakpoints(params.breakpoints ?? []);
  const timeline = new WorkspaceTimeline(created.workspace, created.runtime.log);
  const unsubscribe = created.runtime.latch.subscribe({
    released: listen.onReleased,
    paused: listen.onPaused,
  });
  return {
    ok: true,
    session: {
      runtime: created.runtime,
      workspace: created.workspace,
      timeline,
      unload: () => {
        unsubscribe();
        timeline.stop();
        created.dispose();
        void mcpLive?.close();
      },
    },
  };
}
