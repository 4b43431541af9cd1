// What each recorded input does when the runtime reaches its boundary. Events for inputs the trace shows
// (clock-advance, fault-inject arm, file-change through the workspace subscription) are appended here.
import { armFault, type EventSink, type FaultInjector, type VirtualClock } from '../../engine';
import type { McpToolListing } from '../../tools/mcp/mcp-server-spec';
import type { Workspace } from '../../vfs/workspace';
import type { BoundaryVerdict } from '../loop/loop-context';
import type { RecordedInput } from '../spec/recorded-input';
import { applySettingsChange, type RunSettings } from '../spec/run-settings';
import type { ChangeAttribution } from '../workspace-events';
import { applyFileChange } from './json-file-change';
import { assertNever } from '../../common/assert-never';

export interface InputTarget {
  readonly workspace: () => Workspace;
  readonly attribution: ChangeAttribution;
  readonly clock: () => VirtualClock;
  readonly faults: FaultInjector;
  readonly sink: EventSink;
  readonly step: () => number;
  readonly settings: () => RunSettings;
  readonly setSettings: (settings: RunSettings) => void;
  /**
   * Puts a server's tools as it now lists them in the registry (runtime/mcp/swap-mcp-tools.ts); the reason
   * it refused them (the old tools kept), else null.
   */
  readonly swapMcpTools: (server: string, tools: McpToolListing[]) => string | null;
}

export async function applyInput(input: RecordedInput, target: InputTarget): Promise<BoundaryVerdict> {
  switch (input.type) {
    case 'workspace-edit':
      await target.attribution.during(input.source, async () => {
        for (const change of input.changes) await applyFileChange(target.workspace(), change);
      });
      return 'continue';
    case 'clock-advance': {
      const fromMs = target.clock().nowMs();
      target.clock().advanceBy(input.ms);
      target.sink.append({
        type: 'clock-advance',
        step: target.step(),
        timeMs: target.clock().nowMs(),
        fromMs,
        toMs: target.clock().nowMs(),
        reason: 'input',
      });
      return 'continue';
    }
    case 'fault':
      armFault(target.faults, target.sink, {
        toolName: input.toolName,
        count: input.count,
        errorCode: input.errorCode,
        message: input.message,
        step: target.step(),
        timeMs: target.clock().nowMs(),
      });
      return 'continue';
    case 'settings-change': {
      const settings = applySettingsChange(target.settings(), input.settings);
      target.setSettings(settings);
      // Shown in the trace (and read by the Settings tab as of any event) like run-start's settings.
      target.sink.append({
        type: 'settings-change',
        step: target.step(),
        timeMs: target.clock().nowMs(),
        change: { ...input.settings },
        settings: { ...settings },
      });
      return 'continue';
    }
    case 'mcp-tools-changed': {
      // The trace shows a list taken where it matters: the next schema-build has the server's new tools. A
      // list refused changes no schema, so the refusal itself is said.
      const refused = target.swapMcpTools(input.server, [...input.tools]);
      if (refused !== null)
        target.sink.append({
          type: 'mcp-tools-refused',
          step: target.step(),
          timeMs: target.clock().nowMs(),
          server: input.server,
          reason: refused,
          listed: input.tools.length,
        });
      return 'continue';
    }
    case 'stop':
      return 'stop';
    case 'permission-answer':
    case 'shell-limit-stop':
    case 'call-retry':
    case 'mcp-call':
      // Anchored to a call, not a boundary: consulted when that call asks.
      return 'continue';
    default: {
      return assertNever(input);
    }
  }
}
