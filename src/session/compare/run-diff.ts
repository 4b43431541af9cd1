// The difference between two runs, drawn from their aligned traces: the first event where they part, which
// fields of it differ, and per panel (schema, request, history, workspace files, budget, …) how many events
// differ and about what, and which calls only one run made. Call ids are never a difference (pair-calls.ts).
// `npm run diff` prints `firstDifference` (bounded, printable-difference.ts); the page's compare view draws the rest.
import type { TraceEvent, TraceEventType } from '../../engine/trace/trace-events';
import { DIFF_PANELS, type DiffPanel } from '../../engine/trace/event-places';
import { panelOfType } from '../../engine/trace/event-catalog';
import { envelopeOf } from '../../engine/trace/trace-envelope';
import { alignTraces, type AlignedRow } from './align-traces';
import type { CallRef } from './pair-calls';

export interface Difference {
  /** Position in the aligned rows. */
  readonly row: number;
  readonly step: number;
  readonly scope: string | null;
  readonly type: TraceEventType;
  readonly panel: DiffPanel;
  /** `changed`: both runs have the event; `only-left` / `only-right`: one run has it. */
  readonly kind: 'changed' | 'only-left' | 'only-right';
  /** Field paths that differ (`tools/0/function/description`), at most MAX_FIELDS; empty unless changed. */
  readonly fields: readonly string[];
  /** What the event is about: a tool, a call, a file path (null for step-level events). */
  readonly subject: string | null;
  readonly left: TraceEvent | null;
  readonly right: TraceEvent | null;
}

export interface PanelDifference {
  readonly panel: DiffPanel;
  readonly count: number;
  /** The differing events' subjects, once each, in trace order. */
  readonly subjects: readonly string[];
  readonly first: Difference;
}

export interface RunDiff {
  readonly rows: readonly AlignedRow[];
  readonly identical: boolean;
  readonly firstDifference: Difference | null;
  /** Every row that differs, in row order (the first is `firstDifference`). */
  readonly differences: readonly Difference[];
  /** Only the panels that differ, in DIFF_PANELS order. */
  readonly panels: readonly PanelDifference[];
  /** Calls paired by what they are (their ids may differ), and the calls only one run made. */
  readonly calls: {
    readonly paired: number;
    readonly removed: readonly CallRef[];
    readonly added: readonly CallRef[];
  };
}

const MAX_FIELDS = 20;

export function diffRuns(left: readonly TraceEvent[], right: readonly TraceEvent[]): RunDiff {
  const { rows, calls } = alignTraces(left, right);
  const differences = rows.flatMap((row, index) => (row.same ? [] : [differenceOf(row, index)]));
  const panels = DIFF_PANELS.flatMap((panel): PanelDifference[] => {
    const mine = differences.filter((d) => d.panel === panel);
    const first = mine[0];
    if (!first) return [];
    const subjects = [...new Set(mine.flatMap((d) => (d.subject === null ? [] : [d.subject])))];
    return [{ panel, count: mine.length, subjects, first }];
  });
  return {
    rows,
    identical: differences.length === 0,
    firstDifference: differences[0] ?? null,
    differences,
    panels,
    calls: { paired: calls.pairs.length, removed: calls.removed, added: calls.added },
  };
}

function differenceOf(row: AlignedRow, index: number): Difference {
  const event = (row.left ?? row.right)!;
  const kind = row.left === null ? 'only-right' : row.right === null ? 'only-left' : 'changed';
  const fields =
    row.compared.left !== null && row.compared.right !== null
      ? differingFields(JSON.parse(row.compared.left), JSON.parse(row.compared.right), '', [])
      : [];
  return {
    row: index,
    step: event.step,
    scope: event.scope ?? null,
    type: event.type,
    panel: panelOfType(event.type),
    kind,
    fields,
    subject: subjectOf(event),
    left: row.left,
    right: row.right,
  };
}

/** What an event is about: a file path, a call id or a tool (null for step-level events). */
export function subjectOf(event: TraceEvent): string | null {
  if (event.type === 'file-change') return event.path;
  const { callId, toolName } = envelopeOf(event);
  return callId ?? toolName;
}

/** The first field path where two JSON values differ (`content/0/text`, `/` for the whole), or null. */
export function firstDifferingField(a: unknown, b: unknown): string | null {
  return differingFields(a, b, '', [])[0] ?? null;
}

function differingFields(a: unknown, b: unknown, path: string, out: string[]): string[] {
  if (out.length >= MAX_FIELDS) return out;
  const bothObjects =
    typeof a === 'object' &&
    a !== null &&
    typeof b === 'object' &&
    b !== null &&
    Array.isArray(a) === Array.isArray(b);
  if (!bothObjects) {
    if (JSON.stringify(a) !== JSON.stringify(b)) out.push(path || '/');
    return out;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(ra), ...Object.keys(rb)])];
  if (!Array.isArray(a)) keys.sort();
  for (const key of keys) differingFields(ra[key], rb[key], path ? `${path}/${key}` : key, out);
  return out;
}
