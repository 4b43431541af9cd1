// The pipeline view, the main stage of the page: the whole loop of the step at the selected event, with the
// turn's calls as tokens moving through it. Drawn from the trace through selectPipelineView like every panel;
// a stage or a token opens the inspector tab that drills into it, and the inspector's focus (or the selected
// event's call) highlights the token. docs/pipeline-view.md lists the data attributes it publishes.
import { useCallback, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { focusedCallId, focusOf, type FocusTarget } from '../../state/pipeline-focus';
import {
  selectPipelineView,
  WAITING_PIPELINE_VIEW,
  type CallToken,
  type PipelineStageId,
} from '../../state/selectors';
import { useAppStore } from '../store/use-app-store';
import { useTraceViewNow } from '../trace/use-trace-view';
import { CALLS_PER_PAGE } from '../common/bounded';
import { EmptyState } from '../common/EmptyState';
import { ShowMore } from '../common/ShowMore';
import { boundedLanes } from './bounded-lanes';
import { CallRail } from './CallRail';
import { LaneGroupView } from './LaneGroupView';
import { ModelSide } from './ModelSide';
import { NestedRuns } from './NestedRuns';
import { StageHeader, type StageLinks } from './StageHeader';
import { useSettleAtCursor } from './use-settle-on-jump';
import './pipeline.css';
import { assertNever } from '../../common/assert-never';

function NextSummary({ outcome }: { outcome: 'tool-calls' | 'final-answer' | 'stopped' }) {
  const { t } = useTranslation();
  switch (outcome) {
    case 'tool-calls':
      return <>{t('pipeline.summary.nextCalls')} ↻</>;
    case 'final-answer':
      return <>{t('pipeline.summary.nextAnswer')}</>;
    case 'stopped':
      return <>{t('pipeline.summary.nextStopped')}</>;
    default: {
      return assertNever(outcome);
    }
  }
}

export function PipelinePanel() {
  const { t } = useTranslation();
  const drawn = useTraceViewNow(selectPipelineView);
  // Counted in points (events but streamed deltas): a Step onto a response releases all its deltas with it,
  // and that is one step of the trace, drawn streaming, not a jump.
  const settle = useSettleAtCursor();
  const [lanePages, setLanePages] = useState(1);
  const focus = useAppStore((s) => s.inspectorFocus);
  const emptyKey = useAppStore((s) =>
    s.currentSession === null
      ? 'pipeline.empty'
      : (s.currentSession.lessonId ?? s.currentSession.lesson)
        ? 'pipeline.emptyLesson'
        : 'pipeline.emptySession',
  );
  const focusInspector = useAppStore((s) => s.focusInspector);
  const open = useCallback((target: FocusTarget) => focusInspector(focusOf(target)), [focusInspector]);
  const openStage = useCallback((stage: PipelineStageId) => open({ kind: 'stage', stage }), [open]);
  const openTool = useCallback(
    (name: string) => open({ kind: 'row', tab: 'schema', key: `tool:${name}` }),
    [open],
  );
  const openToken = useCallback((token: CallToken) => open({ kind: 'call', callId: token.callId }), [open]);

  // Before any session, the whole loop is drawn and waits, with what starts it said above it.
  const waiting = drawn === null;
  const view = drawn ?? WAITING_PIPELINE_VIEW;
  const selectedCallId = focusedCallId(focus) ?? view.selectedCallId;
  const links: StageLinks = { states: view.stages, highlighted: focus?.stage ?? null, onOpen: openStage };
  const { groups, hidden } = boundedLanes(view.turn?.groups ?? [], CALLS_PER_PAGE * lanePages);
  const lanes = groups.reduce((n, g) => n + g.tokens.length, 0);
  return (
    <figure
      className="pipeline"
      aria-label={t('pipeline.label', { step: view.step })}
      data-step={view.step}
      data-active-stage={view.activeStage ?? undefined}
      data-motion={settle ? 'settle' : 'animate'}
      data-testid="pipeline-view"
      data-waiting={waiting || undefined}
    >
      {waiting ? <EmptyState>{t(emptyKey)}</EmptyState> : null}
      <ModelSide view={view} links={links} onOpenTool={openTool} settle={settle} />
      <div className="pipeline-calls" style={{ ['--lanes' as string]: Math.max(1, lanes) }}>
        <CallRail view={view} links={links} />
        <div className="pipeline-lanes">
          {groups.map((group) => (
            <LaneGroupView
              key={`${view.step}-${group.batchIndex ?? 'none'}`}
              group={group}
              perToolMaxBytes={view.turn?.budget?.perToolMaxBytes ?? null}
              selectedCallId={selectedCallId}
              onOpenToken={openToken}
            />
          ))}
        </div>
      </div>
      <ShowMore
        items="calls"
        hidden={hidden}
        next={CALLS_PER_PAGE}
        onMore={() => setLanePages(lanePages + 1)}
      />
      <NestedRuns />
      <StageHeader stage="next" links={links}>
        {view.next ? <NextSummary outcome={view.next.outcome} /> : null}
      </StageHeader>
    </figure>
  );
}
