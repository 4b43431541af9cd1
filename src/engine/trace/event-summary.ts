// A trace row's summary as data: which sentence (a key the page words in its language), the parts shown
// verbatim (tools, ids, paths, codes) and the numbers it holds, sizes and times tagged so the page formats them
// in its own units. The trace stays free of the viewer's language; the catalog (event-catalog.ts) says, per
// event type, how its fields fill the sentence, and the page only words and formats it.
import type { PermissionReply } from '../gates/permission-types';
import type { ToolStatus } from '../protocol/tool-result';
import type { FaultInjectEvent, FileChangeEvent, GateName, RunEndEvent, StepEndEvent } from './trace-events';

/** Every sentence a row can say. The page's strings are typed against this list (ui/reasons/event-summary.ts). */
export type TraceSummaryKey =
  | 'said'
  | 'stepStart'
  | 'schema'
  | 'schemaHidden'
  | 'request'
  | 'response'
  | 'modelError'
  | 'plan'
  | 'rejected'
  | 'batchConcurrent'
  | 'batchSerial'
  | 'batchEnd'
  | 'toolStart'
  | `gate.${GateName}`
  | 'ask'
  | `answer.${PermissionReply}`
  | `fault.${FaultInjectEvent['action']}`
  | `toolEnd.${ToolStatus}`
  | 'toolFailed'
  | 'breaker'
  | 'truncate'
  | 'budget'
  | `file.${FileChangeEvent['kind']}`
  | 'mcpExchange'
  | 'mcpListingExchange'
  | 'mcpToolsRefused'
  | 'mcpProgress'
  | 'history'
  | 'clock'
  | 'settings'
  | `stepEnd.${StepEndEvent['outcome']}`
  | `runEnd.${RunEndEvent['reason']}`;

/** A number as the page shows it: a count as it is, a size in bytes or a virtual time in its units. */
export type SummaryValue = number | { readonly bytes: number } | { readonly ms: number };

export interface EventSummary {
  readonly key: TraceSummaryKey;
  /** Parts drawn as code, never translated (the `<name/>` placeholders of the sentence). */
  readonly verbatim: Readonly<Record<string, string>>;
  readonly values: Readonly<Record<string, SummaryValue>>;
}

export function summary(
  key: TraceSummaryKey,
  verbatim: Readonly<Record<string, string>> = {},
  values: Readonly<Record<string, SummaryValue>> = {},
): EventSummary {
  return { key, verbatim, values };
}

/** The settings a change touched, as dotted paths (`engine.maxConcurrency`, `shellLimits.timeoutMs`). */
export function changedKeys(change: Readonly<Record<string, unknown>>, prefix = ''): string[] {
  return Object.entries(change).flatMap(([key, value]) =>
    (key === 'engine' || key === 'shellLimits') && typeof value === 'object' && value !== null
      ? changedKeys(value as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}
