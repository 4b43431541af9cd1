// Breakpoints as text (`npm run replay -- f --until CONFLICT`, the UI's list) and as stored JSON (a library
// entry, an exported file). One grammar for both surfaces, so a condition typed on the CLI names exactly the
// breakpoint the page would set; anything it cannot read comes back with the whole list of valid forms.
import type { BreakerState } from '../../engine/gates/breaker-state';
import type { TraceEventType } from '../../engine/trace/trace-events';
import { TRACE_EVENT_TYPES } from '../../engine/trace/event-catalog';
import {
  BREAK_VERDICTS,
  breakpointKey,
  type Breakpoint,
  type BudgetLayer,
  type GateVerdictBreak,
} from './breakpoint';

const BREAKER_STATES: readonly BreakerState[] = ['CLOSED', 'OPEN', 'HALF_OPEN'];
const BUDGET_LAYERS: readonly BudgetLayer[] = ['per-tool', 'turn-total'];

/** Every form a condition can take, for error messages and `--help`. */
export const BREAKPOINT_CONDITION_FORMS: readonly string[] = [
  ...BREAK_VERDICTS,
  'tool:<ToolName>',
  `event:<${TRACE_EVENT_TYPES.join('|')}>`,
  'breaker',
  `breaker:<${BREAKER_STATES.join('|')}>`,
  'budget',
  `budget:<${BUDGET_LAYERS.join('|')}>`,
  'step:<N>',
];

export type ConditionRead =
  { readonly ok: true; readonly breakpoint: Breakpoint } | { readonly ok: false; readonly reason: string };

/** The text form: the same key `breakpointKey` writes. */
export function breakpointCondition(breakpoint: Breakpoint): string {
  return breakpointKey(breakpoint);
}

export function parseBreakpointCondition(text: string): ConditionRead {
  const breakpoint = readCondition(text.trim());
  if (breakpoint) return { ok: true, breakpoint };
  return {
    ok: false,
    reason: `"${text}" names no breakpoint; valid conditions: ${BREAKPOINT_CONDITION_FORMS.join(', ')}`,
  };
}

function readCondition(text: string): Breakpoint | undefined {
  if ((BREAK_VERDICTS as readonly string[]).includes(text))
    return { kind: 'gate-verdict', verdict: text as GateVerdictBreak };
  if (text === 'breaker') return { kind: 'breaker-transition' };
  if (text === 'budget') return { kind: 'budget-cut' };
  const colon = text.indexOf(':');
  if (colon < 0) return undefined;
  const head = text.slice(0, colon);
  const rest = text.slice(colon + 1);
  switch (head) {
    case 'tool':
      return /^[A-Za-z0-9_-]{1,64}$/.test(rest) ? { kind: 'tool', toolName: rest } : undefined;
    case 'event':
      return (TRACE_EVENT_TYPES as readonly string[]).includes(rest)
        ? { kind: 'event-type', eventType: rest as TraceEventType }
        : undefined;
    case 'breaker':
      return (BREAKER_STATES as readonly string[]).includes(rest)
        ? { kind: 'breaker-transition', to: rest as BreakerState }
        : undefined;
    case 'budget':
      return (BUDGET_LAYERS as readonly string[]).includes(rest)
        ? { kind: 'budget-cut', layer: rest as BudgetLayer }
        : undefined;
    case 'step':
      return /^[1-9][0-9]{0,5}$/.test(rest) ? { kind: 'step', step: Number(rest) } : undefined;
    default:
      return undefined;
  }
}

/**
 * A stored breakpoint (library entry, session file) read back field by field: anything that is not one of
 * the kinds, or carries a value outside its range, is refused rather than half-trusted.
 */
export function breakpointFromValue(value: unknown): Breakpoint | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const record = value as Record<string, unknown>;
  const read = readCondition(storedCondition(record) ?? '');
  // Round-trip through the text form, so a stored value carries no field beyond what its kind has.
  return read && JSON.stringify(read) === JSON.stringify(sortedLike(read, record)) ? read : undefined;
}

function storedCondition(record: Record<string, unknown>): string | undefined {
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  switch (record.kind) {
    case 'event-type':
      return `event:${text(record.eventType) ?? ''}`;
    case 'tool':
      return `tool:${text(record.toolName) ?? ''}`;
    case 'gate-verdict':
      return text(record.verdict);
    case 'breaker-transition':
      return record.to === undefined ? 'breaker' : `breaker:${text(record.to) ?? ''}`;
    case 'budget-cut':
      return record.layer === undefined ? 'budget' : `budget:${text(record.layer) ?? ''}`;
    case 'step':
      return typeof record.step === 'number' ? `step:${record.step}` : undefined;
    default:
      return undefined;
  }
}

/** The stored record's own keys in the parsed breakpoint's order, to compare the two exactly. */
function sortedLike(read: Breakpoint, record: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(record);
  if (keys.length !== Object.keys(read).length) return record;
  return Object.fromEntries(Object.keys(read).map((key) => [key, record[key]]));
}

/** A stored list: the readable breakpoints, once each (an unreadable entry is dropped, not fatal). */
export function breakpointsFromValue(value: unknown): readonly Breakpoint[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const kept: Breakpoint[] = [];
  for (const item of value) {
    const breakpoint = breakpointFromValue(item);
    if (!breakpoint || seen.has(breakpointKey(breakpoint))) continue;
    seen.add(breakpointKey(breakpoint));
    kept.push(breakpoint);
  }
  return kept;
}
