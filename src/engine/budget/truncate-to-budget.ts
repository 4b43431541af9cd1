// Budget (seed, step 6), applied to one turn's results together after all batches ran. Returns a plan (what
// each result becomes, which cuts were made, what to spill and where); executeTurn performs the spills and
// events.
//   Layer 1: a result over `perToolMaxBytes` is cut to a preview; its full payload is spilled.
//   Layer 2: while the total is over `totalMaxBytes`, cut the largest result not yet cut (ties: model
//            order); if every result is cut and it still does not fit, shrink cut results to the minimal form,
//            largest first. The minimal form is at most MINIMAL_CUT_MAX_BYTES and the calls per turn are capped
//            so that cap × that bound fits: the total always ends within budget (the reference could not).
import type { ToolResult } from '../protocol/tool-result';
import { utf8ByteLength } from '../common/utf8';
import type { BudgetSettings } from './budget-settings';
import type { CutReason } from './cut-result';
import { cutResult } from './cut-result';
import { spillContent, spillLineCount } from './spill-content';

export interface BudgetEntry {
  readonly callId: string;
  readonly toolName: string;
  readonly result: ToolResult;
  /** The serialized result. */
  readonly content: string;
  readonly bytes: number;
}

export interface BudgetCut {
  readonly index: number;
  readonly layer: CutReason;
  readonly beforeBytes: number;
  readonly afterBytes: number;
  readonly limitBytes: number;
}

export interface BudgetedEntry {
  readonly content: string;
  readonly bytes: number;
  /** The first cut that applied (the cause), or none. */
  readonly cut: 'none' | CutReason;
  readonly form: 'full' | 'preview' | 'minimal';
  readonly spillPath: string | null;
  /** What to write at `spillPath` (the full result, see spill-content.ts); null when not cut. */
  readonly spillContent: string | null;
}

export interface BudgetPlan {
  readonly entries: BudgetedEntry[];
  readonly cuts: BudgetCut[];
  readonly totalBeforeBytes: number;
  readonly totalAfterBytes: number;
}

/** `spillPathFor(i)` names where entry i's full payload goes if it is cut. */
export function truncateToBudget(
  input: readonly BudgetEntry[],
  budget: BudgetSettings,
  spillPathFor: (index: number) => string | null,
): BudgetPlan {
  const entries: BudgetedEntry[] = input.map((entry) => ({
    content: entry.content,
    bytes: entry.bytes,
    cut: 'none',
    form: 'full',
    spillPath: null,
    spillContent: null,
  }));
  const cuts: BudgetCut[] = [];
  const totalBeforeBytes = sum(entries);

  const cut = (index: number, layer: CutReason, limitBytes: number, form: 'preview' | 'minimal'): void => {
    const source = input[index]!;
    const current = entries[index]!;
    const spillPath = current.spillPath ?? spillPathFor(index);
    const spilled = current.spillContent ?? spillContent(source.result);
    const spill = { path: spillPath, lines: spillLineCount(spilled) };
    let content = render(source, layer, limitBytes, spill, form === 'minimal' ? 0 : budget.previewBytes);
    let bytes = utf8ByteLength(content);
    let finalForm = form;
    if (form === 'preview' && (bytes > limitBytes || bytes >= current.bytes)) {
      content = render(source, layer, limitBytes, spill, 0);
      bytes = utf8ByteLength(content);
      finalForm = 'minimal';
    }
    if (bytes >= current.bytes) return; // cutting would not help (already tiny)
    entries[index] = {
      content,
      bytes,
      cut: current.cut === 'none' ? layer : current.cut,
      form: finalForm,
      spillPath,
      spillContent: spilled,
    };
    cuts.push({ index, layer, beforeBytes: current.bytes, afterBytes: bytes, limitBytes });
  };

  // Layer 1: per result.
  for (let i = 0; i < entries.length; i++) {
    if (entries[i]!.bytes > budget.perToolMaxBytes) cut(i, 'per-tool', budget.perToolMaxBytes, 'preview');
  }

  // Layer 2: the turn's total, largest first.
  let total = sum(entries);
  for (const form of ['preview', 'minimal'] as const) {
    if (total <= budget.totalMaxBytes) break;
    const order = entries
      .map((_, index) => index)
      .filter((index) =>
        form === 'preview' ? entries[index]!.form === 'full' : entries[index]!.form !== 'minimal',
      )
      .sort((a, b) => entries[b]!.bytes - entries[a]!.bytes || a - b);
    for (const index of order) {
      if (total <= budget.totalMaxBytes) break;
      const before = entries[index]!.bytes;
      cut(index, 'turn-total', budget.totalMaxBytes, form);
      total -= before - entries[index]!.bytes;
    }
  }
  return { entries, cuts, totalBeforeBytes, totalAfterBytes: total };
}

function render(
  entry: BudgetEntry,
  reason: CutReason,
  limitBytes: number,
  spill: { readonly path: string | null; readonly lines: number },
  previewBytes: number,
): string {
  return cutResult({
    toolName: entry.toolName,
    result: entry.result,
    originalBytes: entry.bytes,
    reason,
    limitBytes,
    spillPath: spill.path,
    spillLines: spill.lines,
    previewBytes,
  });
}

function sum(entries: readonly BudgetedEntry[]): number {
  let total = 0;
  for (const entry of entries) total += entry.bytes;
  return total;
}
