// The pickers' options, from the live trace (session/lessons/authoring/trace-picks.ts), each with a value
// that round-trips (JSON of the anchor, focus or selector) and a label in the UI language.
import type { TFunction } from 'i18next';
import type { TraceEvent } from '../../engine/trace/trace-events';
import type { NoteAnchor, NoteFocus } from '../../session/lessons/lesson';
import type { TraceReading } from '../../session/lessons/trace-readings';
import {
  callOptionsOf,
  endedSteps,
  eventOptionsOf,
  selectorOptionsOf,
  toolNamesOf,
} from '../../session/lessons/authoring/trace-picks';
import { PIPELINE_STAGES } from '../../state/selectors/pipeline-stages';

export interface PickOption<T> {
  readonly value: string;
  readonly label: string;
  readonly item: T;
}

const option = <T>(item: T, label: string): PickOption<T> => ({ value: JSON.stringify(item), label, item });

export function anchorOptions(events: readonly TraceEvent[], t: TFunction): PickOption<NoteAnchor>[] {
  return [
    option<NoteAnchor>({ kind: 'step', step: 0 }, t('lessonEditor.anchorStart')),
    ...endedSteps(events).map((step) =>
      option<NoteAnchor>({ kind: 'step', step }, t('lessonEditor.anchorStep', { step })),
    ),
    ...eventOptionsOf(events).map((e) =>
      option<NoteAnchor>(
        { kind: 'event', seq: e.seq },
        // The type by the words the UI language has for it (the event's seq is what is stored).
        t('lessonEditor.anchorEvent', {
          seq: e.seq,
          type: t(`trace.eventType.${e.type}`),
          step: e.step,
        }),
      ),
    ),
    option<NoteAnchor>({ kind: 'end' }, t('lessonEditor.anchorEnd')),
  ];
}

/** Rows a call has in these tabs, and rows a tool has in those. */
const CALL_ROW_TABS = ['batches', 'gates', 'budget', 'history'] as const;
const TOOL_ROW_TABS = ['schema', 'breakers'] as const;

export function focusOptions(events: readonly TraceEvent[], t: TFunction): PickOption<NoteFocus>[] {
  const calls = callOptionsOf(events);
  return [
    ...PIPELINE_STAGES.map((stage) =>
      // The stage by the name the pipeline view shows it under, in the UI language (the id is what is stored).
      option<NoteFocus>(
        { kind: 'stage', stage },
        t('lessonEditor.focusStage', { stage: t(`pipeline.stage.${stage}`) }),
      ),
    ),
    ...calls.map((c) =>
      option<NoteFocus>(
        { kind: 'call', callId: c.callId },
        t('lessonEditor.focusCall', { callId: c.callId, tool: c.toolName }),
      ),
    ),
    ...calls.flatMap((c) =>
      CALL_ROW_TABS.map((tab) =>
        option<NoteFocus>(
          { kind: 'row', tab, key: `call:${c.callId}` },
          t('lessonEditor.focusRow', { tab: t(`tabs.${tab}`), key: `call:${c.callId}` }),
        ),
      ),
    ),
    ...toolNamesOf(events).flatMap((name) =>
      TOOL_ROW_TABS.map((tab) =>
        option<NoteFocus>(
          { kind: 'row', tab, key: `tool:${name}` },
          t('lessonEditor.focusRow', { tab: t(`tabs.${tab}`), key: `tool:${name}` }),
        ),
      ),
    ),
  ];
}

export interface AnswerPick {
  readonly selector: TraceReading;
  readonly reading: string;
}

export function selectorLabel(selector: TraceReading, t: TFunction): string {
  return t(`lessonEditor.selector.${selector.kind}`, {
    index: 'callIndex' in selector ? selector.callIndex : '',
    tool: 'toolName' in selector ? selector.toolName : '',
    parameter: 'parameter' in selector ? selector.parameter : '',
  });
}

export function answerOptions(events: readonly TraceEvent[], t: TFunction): PickOption<AnswerPick>[] {
  return selectorOptionsOf(events).map(({ selector, reading }) => ({
    value: JSON.stringify(selector),
    label: t('lessonEditor.answerOption', {
      step: selector.step,
      kind: selectorLabel(selector, t),
      reading,
    }),
    item: { selector, reading },
  }));
}
