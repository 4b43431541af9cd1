// The first difference as `npm run diff` prints it: one line a person can read and a CI log can hold. An event
// can be tens of kilobytes (a request carries the whole history), so each side is printed whole only when it
// is short; a longer one keeps its top-level fields with each long value cut, the values at the differing
// fields are printed beside, and `cut` says what was left out and how much.
import { canonicalJson } from '../../common/canonical-json';
import { envelopeOf } from '../../engine/trace/trace-envelope';
import type { TraceEvent } from '../../engine/trace/trace-events';
import { comparableEvent } from './align-traces';
import type { Difference } from './run-diff';

/** The longest side printed whole, in characters of canonical JSON. */
export const PRINTED_EVENT_CHARS = 1500;
/** The longest single value printed (a top-level field of a long event, or a differing field). */
export const PRINTED_VALUE_CHARS = 200;

export interface PrintedDifference {
  readonly step: number;
  readonly scope: string | null;
  readonly type: string;
  readonly panel: string;
  readonly kind: Difference['kind'];
  readonly subject: string | null;
  /** Each side's call id, when the event is about a call (they may differ and still pair). */
  readonly callIds?: { readonly left: string | null; readonly right: string | null };
  readonly fields: readonly string[];
  /** Each differing field's value on each side, cut to PRINTED_VALUE_CHARS. */
  readonly values: readonly { readonly path: string; readonly left: unknown; readonly right: unknown }[];
  readonly left: unknown;
  readonly right: unknown;
  /** What was cut, when anything was. */
  readonly cut?: string;
}

export function printableDifference(difference: Difference): PrintedDifference {
  const left = difference.left ? comparableEvent(difference.left) : undefined;
  const right = difference.right ? comparableEvent(difference.right) : undefined;
  const sides = { left: bounded(left), right: bounded(right) };
  const values = difference.fields.map((path) => ({
    path,
    left: cutValue(valueAt(left, path)).value,
    right: cutValue(valueAt(right, path)).value,
  }));
  const valuesCut = difference.fields.some(
    (path) => cutValue(valueAt(left, path)).cut || cutValue(valueAt(right, path)).cut,
  );
  const notes = [
    ...(['left', 'right'] as const).flatMap((side) => {
      const chars = sides[side].chars;
      return sides[side].cut
        ? [
            `${side}: the event is ${chars} characters; its top-level fields are shown, each cut to ${PRINTED_VALUE_CHARS}`,
          ]
        : [];
    }),
    ...(valuesCut ? [`values: each cut to ${PRINTED_VALUE_CHARS} characters`] : []),
  ];
  const ids = callIdsOf(difference.left, difference.right);
  return {
    step: difference.step,
    scope: difference.scope,
    type: difference.type,
    panel: difference.panel,
    kind: difference.kind,
    subject: difference.subject,
    ...(ids ? { callIds: ids } : {}),
    fields: difference.fields,
    values,
    left: sides.left.value,
    right: sides.right.value,
    ...(notes.length > 0 ? { cut: notes.join('; ') } : {}),
  };
}

function callIdsOf(left: TraceEvent | null, right: TraceEvent | null) {
  const l = left ? envelopeOf(left).callId : null;
  const r = right ? envelopeOf(right).callId : null;
  return l === null && r === null ? undefined : { left: l, right: r };
}

function bounded(value: Record<string, unknown> | undefined): {
  value: unknown;
  cut: boolean;
  chars: number;
} {
  if (value === undefined) return { value: null, cut: false, chars: 0 };
  const chars = canonicalJson(value).length;
  if (chars <= PRINTED_EVENT_CHARS) return { value, cut: false, chars };
  const kept: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) kept[key] = cutValue(inner).value;
  return { value: kept, cut: true, chars };
}

/** A value whose JSON is short enough as it is, or the start of its JSON ending in `…`. */
function cutValue(value: unknown): { value: unknown; cut: boolean } {
  if (value === undefined) return { value: null, cut: false };
  const text = canonicalJson(value);
  if (text.length <= PRINTED_VALUE_CHARS) return { value, cut: false };
  return { value: `${text.slice(0, PRINTED_VALUE_CHARS)}…`, cut: true };
}

/** The value at a field path as run-diff writes them (`tools/0/function/description`; `/` is the whole). */
function valueAt(value: unknown, path: string): unknown {
  if (path === '/') return value;
  let at: unknown = value;
  for (const key of path.split('/')) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}
