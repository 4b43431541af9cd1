// Guided focus: what a lesson note (or a click in the pipeline view) points at — a stage id, a call id, or an
// inspector row key — turned into the inspector focus the page draws: the matching tab opened, its row
// marked and scrolled to, and the stage or token highlighted in the diagram. The names are the ones
// docs/pipeline-view.md lists: stage ids from PIPELINE_STAGES, call ids as the trace spells them, row keys
// `call:<id>` and `tool:<name>`.
import type { InspectorFocus, InspectorTab } from './layout-slice';
import { tabOfStage, type PipelineStageId } from './selectors/pipeline-stages';
import { assertNever } from '../common/assert-never';

export type FocusTarget =
  | { readonly kind: 'stage'; readonly stage: PipelineStageId }
  /** A call, at a stage of its path (Gates when none is given). */
  | { readonly kind: 'call'; readonly callId: string; readonly stage?: PipelineStageId }
  | { readonly kind: 'row'; readonly tab: InspectorTab; readonly key: string };

export function focusOf(target: FocusTarget): InspectorFocus {
  switch (target.kind) {
    case 'stage':
      return { tab: tabOfStage(target.stage), key: null, stage: target.stage };
    case 'call':
      return {
        tab: target.stage === undefined || target.stage === 'breaker' ? 'gates' : tabOfStage(target.stage),
        key: `call:${target.callId}`,
        stage: target.stage ?? null,
      };
    case 'row':
      return { tab: target.tab, key: target.key, stage: null };
    default: {
      return assertNever(target);
    }
  }
}

/**
 * The attribute and value a row key names inside an inspector tab (null for a key it cannot name). Matched by
 * comparing values, never by building a CSS selector: a call id is the model's text and may hold anything.
 */
export function rowMatchOf(
  key: string,
): { readonly attribute: 'data-call-id' | 'data-tool'; readonly value: string } | null {
  const colon = key.indexOf(':');
  if (colon < 0) return null;
  const kind = key.slice(0, colon);
  const value = key.slice(colon + 1);
  if (kind === 'call') return { attribute: 'data-call-id', value };
  if (kind === 'tool') return { attribute: 'data-tool', value };
  return null;
}

/** The call a focus points at, for the diagram's highlight. */
export function focusedCallId(focus: InspectorFocus | null): string | null {
  return focus?.key?.startsWith('call:') ? focus.key.slice('call:'.length) : null;
}
