// The runtime in-process (tests, the CLI, and inside the runtime worker): an in-memory workspace on the run's virtual clock, the built-in
// tools bound to it, and the provider the spec calls for.
import { VirtualClock } from '../../engine';
import type { Scrubber } from '../../common/secrets/scrub-secrets';
import { createMemoryWorkspace } from '../../vfs/memory-workspace';
import type { ShellRunner } from '../../shell/run/shell-run';
import type { Workspace } from '../../vfs/workspace';
import type { AskPolicy } from '../permissions/permission-desk';
import { loadShellSyntax } from '../../shell/syntax/shell-syntax';
import { initialWorkspaceOf, type ImportedTreeSource } from './imported-workspace';
import { endpointOf } from '../providers/endpoint-credential';
import { ObservedProvider, type ModelCallInFlight } from '../providers/observed-provider';
import { providerForSpec, type ProviderMode, type ProviderSecrets } from '../providers/provider-for-spec';
import { Runtime, type RuntimeOptions } from '../runtime';
import type { RunSpec } from '../spec/run-spec';
import { runSettingOf } from '../spec/run-settings';
import { isEndpoint } from '../spec/provider-spec';
import type { ReleaseTarget } from '../stepping/release-latch';
import type { BuiltinToolFactories } from '../tools/build-registry';
import { bashToolFactories } from '../tools/bash-tool-factory';
import { needsShell } from '../tools/builtin-tools';
import { recordedMcpCaller } from '../mcp/recorded-mcp-caller';
import type { McpToolsWatch } from '../mcp/mcp-tools-watch';
import type { McpLiveFactory } from '../mcp/live-mcp-caller';

export type { McpLiveFactory } from '../mcp/live-mcp-caller';

export interface InProcessOptions {
  readonly mode: ProviderMode;
  readonly secrets?: ProviderSecrets;
  readonly askPolicy?: AskPolicy;
  readonly start?: ReleaseTarget;
  /** Tools bound to something other than the workspace (e.g. Bash with a shell), by name. */
  readonly extraTools?: (workspace: Workspace) => BuiltinToolFactories;
  readonly executeTurn?: RuntimeOptions['executeTurn'];
  readonly onWaitingChange?: () => void;
  /** A live endpoint is being asked (or, with null, has answered). */
  readonly onModelCall?: (call: ModelCallInFlight | null) => void;
  readonly onRecorded?: () => void;
  readonly onPersonChange?: () => void;
  /** Runs Bash commands (default: just-bash in this thread). */
  readonly shellRunner?: (workspace: Workspace) => ShellRunner & { dispose?: () => void };
  /** Where an imported tree's files are (the browser's tree store); without it such a spec is refused. */
  readonly importedTrees?: ImportedTreeSource;
  /** The workspace to run in, on the run's clock (default: in memory). */
  readonly createWorkspace?: (clock: VirtualClock) => Workspace;
  /** Calls the session's MCP servers live (runtime/mcp/live-mcp-caller.ts); absent, only recorded answers. */
  readonly mcpLive?: McpLiveFactory;
  /** The device's secret scrubber as it stands now (RuntimeOptions.scrubber). */
  readonly scrubber?: () => Scrubber;
}

export type InProcessRuntime =
  | {
      readonly ok: true;
      readonly runtime: Runtime;
      readonly workspace: Workspace;
      /** Stops the run and releases what it holds (a shell worker). */
      readonly dispose: () => void;
    }
  | { readonly ok: false; readonly reason: string };

export async function createInProcessRuntime(
  spec: RunSpec,
  options: InProcessOptions,
): Promise<InProcessRuntime> {
  const chosen = providerForSpec(spec, options.mode, options.secrets);
  if (!chosen.ok) return chosen;
  // The shell's parser (a chunk of its own, ~0.4 s to load and compile in a busy worker) loads while an
  // imported tree is read from IndexedDB, not after it; bashToolFactories below awaits the same promise.
  if (needsShell(spec.tools.builtin)) void loadShellSyntax().catch(() => undefined);
  const initial = await initialWorkspaceOf(spec, options.importedTrees);
  if (!initial.ok) return initial;
  const named = isEndpoint(spec.provider) ? endpointOf(spec.provider.baseURL) : null;
  const provider = options.onModelCall
    ? new ObservedProvider(chosen.provider, named?.ok ? named.endpoint : null, options.onModelCall)
    : chosen.provider;
  const clock = new VirtualClock();
  const workspace = options.createWorkspace?.(clock) ?? createMemoryWorkspace({ clock });
  // Bash records inputs into the runtime, which exists only after the tools are built: bind it late.
  const bound: { runtime?: Runtime } = {};
  const runner = options.shellRunner?.(workspace);
  const bash = await bashToolFactories(workspace, spec, (input) => bound.runtime?.recordInput(input), runner);
  // MCP answers are recorded into the runtime too, scrubbed of the device's secrets as a model's answer is.
  const mcpLive =
    options.mcpLive?.({
      maxResponseBytes: () =>
        (bound.runtime?.responseLimits ?? runSettingOf(spec.settings, 'responseLimits')).maxResponseBytes,
    }) ?? null;
  const mcp = recordedMcpCaller(spec.inputs, mcpLive, {
    record: (input) => bound.runtime?.recordInput(input),
    scrub: (outcome) => options.scrubber?.().value(outcome) ?? outcome,
    shown: (wire, request, context) =>
      bound.runtime?.log.append({
        type: 'mcp-exchange',
        step: context.step,
        timeMs: context.nowMs,
        callId: context.callId,
        server: request.server.name,
        exchanges: wire,
      }),
    progressed: (progress, request, context) =>
      bound.runtime?.log.append({
        type: 'mcp-progress',
        step: context.step,
        timeMs: context.nowMs,
        callId: context.callId,
        server: request.server.name,
        ...progress,
      }),
  });
  const created = await Runtime.create({
    spec,
    workspace,
    mcp,
    ...(mcpLive?.relistChanged ? { mcpWatch: mcpLive as McpToolsWatch } : {}),
    ...(initial.files ? { initialWorkspace: initial.files } : {}),
    clock,
    tools: { ...bash, ...options.extraTools?.(workspace) },
    provider,
    ...(options.askPolicy ? { askPolicy: options.askPolicy } : {}),
    ...(options.start ? { start: options.start } : {}),
    ...(options.executeTurn ? { executeTurn: options.executeTurn } : {}),
    ...(options.scrubber ? { scrubber: options.scrubber } : {}),
    ...(options.onWaitingChange ? { onWaitingChange: options.onWaitingChange } : {}),
    ...(options.onRecorded ? { onRecorded: options.onRecorded } : {}),
    ...(options.onPersonChange ? { onPersonChange: options.onPersonChange } : {}),
  });
  if (!created.ok) return created;
  bound.runtime = created.runtime;
  const dispose = () => {
    created.runtime.stop();
    if (runner && 'dispose' in runner && typeof runner.dispose === 'function')
      (runner as { dispose(): void }).dispose();
  };
  return { ok: true, runtime: created.runtime, workspace, dispose };
}
