// Helpers for scenario tests: run a scripted spec to the end, and project a trace onto one readable line per
// event for snapshots (the full events hold whole file contents and results; the lines keep what matters).
import { countsAsPoint, type TraceEvent } from '../../engine';
import { createInProcessRuntime } from '../host/node-runtime';
import type { RunReport } from '../runtime';
import type { RunSpec } from '../spec/run-spec';
import { assertNever } from '../../common/assert-never';

export interface ScenarioRun {
  readonly report: RunReport;
  readonly events: readonly TraceEvent[];
  readonly readFile: (path: string) => Promise<string>;
}

export async function runScenario(spec: RunSpec): Promise<ScenarioRun> {
  const created = await createInProcessRuntime(spec, { mode: 'replay', askPolicy: { kind: 'fail' } });
  if (!created.ok) throw new Error(created.reason);
  const report = await created.runtime.runAll();
  return {
    report,
    events: created.runtime.log.events,
    readFile: (path) => created.workspace.readTextFile(path),
  };
}

export function eventsOf<T extends TraceEvent['type']>(events: readonly TraceEvent[], type: T) {
  return events.filter((e): e is Extract<TraceEvent, { type: T }> => e.type === type);
}

export function traceLines(events: readonly TraceEvent[]): string[] {
  return events
    .filter(countsAsPoint)
    .map((e) => `${e.scope ? `${e.scope} ` : ''}${e.step}@${e.timeMs} ${line(e)}`);
}

function line(e: TraceEvent): string {
  switch (e.type) {
    case 'schema-build':
      return `schema-build [${e.included.map((i) => i.name).join(' ')}]${e.hidden.length ? ` hidden [${e.hidden.map((h) => `${h.name}:${h.reason}`).join(' ')}]` : ''}`;
    case 'model-request':
      return `model-request messages=${e.request.messages.length} tools=${e.request.tools.length}`;
    case 'model-response':
      return `model-response ${e.toolCalls.map((c) => `${c.name}(${c.arguments})`).join(' ') || JSON.stringify(e.content)}`;
    case 'plan-build':
      return `plan-build ${e.batches.map((b) => `[${b.callIndexes.map((i) => e.calls[i]?.toolName).join(' ')}]${b.concurrent ? '∥' : ''}`).join(' ')} ${e.calls
        .filter((c) => c.status !== 'ok')
        .map((c) => `${c.id}:${c.status}`)
        .join(' ')}`.trimEnd();
    case 'gate-check':
      return `gate-check ${e.callId} ${e.gate} ${e.verdict} ${e.rule}`;
    case 'tool-start':
      return `tool-start ${e.callId} ${e.toolName}`;
    case 'tool-end':
      return `tool-end ${e.callId} ${e.toolName} ${e.status}${e.errorCode ? ` ${e.errorCode}` : ''} ${e.startMs}+${e.durationMs} at ${e.endedAt}`;
    case 'breaker-transition':
      return `breaker-transition ${e.toolName} ${e.from}→${e.to} (${e.observedBy})`;
    case 'budget-truncate':
      return `budget-truncate ${e.callId} ${e.layer} ${e.beforeBytes}→${e.afterBytes} spill=${e.spillPath ?? 'none'}`;
    case 'budget-apply':
      return `budget-apply ${e.totalBeforeBytes}→${e.totalAfterBytes}`;
    case 'mcp-exchange':
      return `mcp-exchange ${e.callId} ${e.server} http=${e.exchanges.length}`;
    case 'mcp-progress':
      return `mcp-progress ${e.callId} ${e.progress}${e.total === undefined ? '' : `/${e.total}`}`;
    case 'mcp-tools-refused':
      return `mcp-tools-refused ${e.server} listed=${e.listed}`;
    case 'file-change':
      return `file-change ${e.kind} ${e.path} ${e.source}${e.callId ? ` ${e.callId}` : ''}`;
    case 'history-append':
      return `history-append ${e.messages.map((m) => m.role).join(',')}`;
    case 'step-end':
      return `step-end ${e.outcome}`;
    case 'run-end':
      return `run-end ${e.reason} steps=${e.steps}${e.error ? ` ${e.error}` : ''}`;
    case 'permission-answer':
      return `permission-answer ${e.callId} ${e.answer}`;
    case 'clock-advance':
      return `clock-advance ${e.fromMs}→${e.toMs}`;
    case 'settings-change':
      return `settings-change ${JSON.stringify(e.change)}`;
    case 'fault-inject':
      return `fault-inject ${e.action} ${e.toolName} ${e.errorCode} remaining=${e.remaining}`;
    case 'run-start':
    case 'step-start':
    case 'batch-start':
    case 'batch-end':
    case 'call-rejected':
    case 'permission-ask':
    case 'model-delta':
      return e.type;
    case 'model-error':
      return `model-error #${e.failure} ${e.kind}${e.status === undefined ? '' : ` ${e.status}`}`;
    default: {
      return assertNever(e);
    }
  }
}
