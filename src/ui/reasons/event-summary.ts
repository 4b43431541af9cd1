// A trace row's summary, worded in the page's language: the event catalog says which sentence and with
// which parts (engine/trace/event-catalog.ts); the page looks the sentence up under `reasons.trace.` and
// formats sizes and times in its units. Tools, ids, paths and codes are verbatim.
import { summaryOfEvent, type SummaryValue, type TraceEvent, type TraceSummaryKey } from '../../engine';
import type { Messages } from '../i18n/en';
import { formatBytes, formatMs } from '../common/format';
import { reason, type Reason } from './reason';

/** The dotted paths of a strings object's leaves (`gate.lock`, `toolEnd.success`). */
type SentencePaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${SentencePaths<T[K]>}`;
}[keyof T & string];

type Unworded = Exclude<TraceSummaryKey, SentencePaths<Messages['reasons']['trace']>>;
/** Fails to compile when the catalog can say a sentence the strings lack (zh is typed against en). */
const everySentenceWorded: [Unworded] extends [never] ? true : Unworded = true;
void everySentenceWorded;

function shown(value: SummaryValue): string | number {
  if (typeof value === 'number') return value;
  return 'bytes' in value ? formatBytes(value.bytes) : formatMs(value.ms);
}

export function eventSummary(event: TraceEvent): Reason {
  const { key, verbatim, values } = summaryOfEvent(event);
  const formatted = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, shown(value)]));
  return reason(`trace.${key}`, null, verbatim, formatted);
}
