// Trace: the whole event log (not just up to the cursor), virtualized; selecting an event travels there.
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useAppStore } from '../../store/use-app-store';
import { filterTrace, traceFacets } from '../../../state/selectors';
import { ReasonText } from '../../reasons/ReasonText';
import { eventSummary } from '../../reasons/event-summary';
import { formatMs } from '../../common/format';
import { downloadTrace } from '../../conversation/TraceFileControls';
import { TraceFilterBar } from './TraceFilterBar';
import { ExportOtlpButton } from './ExportOtlpButton';
import { useSessionActions } from '../../store/session-actions';
import { breakpointForEvent } from '../../../state/breakpoints';
import { BreakHereButton } from '../../breakpoints/BreakHereButton';
import { BreakpointsBar } from '../../breakpoints/BreakpointsBar';
import { TraceStepCell } from './TraceStepCell';
import type { TraceEvent } from '../../../engine';
import { firstGuessRect, observeRectAfterLayout } from '../../common/rect-after-layout';

const ROW_PX = 26;

export function TraceTab() {
  const { t } = useTranslation();
  const actions = useSessionActions();
  const events = useAppStore((s) => s.events);
  const filter = useAppStore((s) => s.traceFilter);
  const cursorSeq = useAppStore((s) => s.cursorSeq);
  const selectEvent = useAppStore((s) => s.selectEvent);
  const positions = useMemo(() => filterTrace(events, filter), [events, filter]);
  const facets = useMemo(() => traceFacets(events), [events]);
  const scroller = useRef<HTMLDivElement>(null);
  // The app does not use the React Compiler, so the virtualizer's unmemoizable functions are fine here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: positions.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    overscan: 12,
    observeElementRect: observeRectAfterLayout,
    initialRect: firstGuessRect(ROW_PX),
  });
  const selected = cursorSeq ?? events.length - 1;

  useEffect(() => {
    const row = positions.indexOf(selected);
    if (row < 0) return;
    // A row already in view (a click on it) needs no scrolling; asking anyway forces a layout of the whole
    // page in the middle of the commit.
    const range = virtualizer.range;
    if (range !== null && row >= range.startIndex && row <= range.endIndex) return;
    virtualizer.scrollToIndex(row, { align: 'auto' });
  }, [selected, positions, virtualizer]);

  return (
    <div className="tab-body trace-tab">
      <BreakpointsBar />
      <TraceFilterBar tools={facets.tools} steps={facets.steps} shown={positions.length} />
      <div className="tab-toolbar">
        <button type="button" onClick={() => downloadTrace(actions.traceEvents())}>
          {t('trace.exportLines')}
        </button>
        <ExportOtlpButton hasEvents={events.length > 0} events={() => actions.traceEvents()} />
      </div>
      <div ref={scroller} className="trace-scroller" tabIndex={0} aria-label={t('trace.log')}>
        <ol className="trace-rows" style={{ height: virtualizer.getTotalSize() }} aria-label={t('trace.log')}>
          {virtualizer.getVirtualItems().map((item) => {
            const event = events[positions[item.index]!]!;
            const isSelected = event.seq === selected;
            return (
              <li
                key={event.seq}
                className="trace-row-item"
                style={{ transform: `translateY(${item.start}px)`, height: ROW_PX }}
              >
                <button
                  type="button"
                  className={`trace-row${isSelected ? ' is-selected' : ''}${event.seq > selected ? ' is-future' : ''}${event.scope === undefined ? '' : ' is-nested'}`}
                  aria-current={isSelected ? 'true' : undefined}
                  data-seq={event.seq}
                  data-type={event.type}
                  data-scope={event.scope}
                  onClick={() => selectEvent(event.seq)}
                >
                  <TraceRowCells event={event} />
                </button>
                <TraceRowBreakHere event={event} />
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}

/**
 * What a row shows depends on its event alone, so it is drawn once per event: travelling re-renders every
 * visible row (its selected / future classes change), and redrawing each row's summary and step cell made a
 * click in the log take several frames.
 */
const TraceRowCells = memo(function TraceRowCells({ event }: { event: TraceEvent }) {
  return (
    <>
      <span className="trace-seq">{event.seq}</span>
      <TraceStepCell event={event} />
      <span className="trace-time">{formatMs(event.timeMs)}</span>
      <span className={`trace-type type-${event.type}`} translate="no">
        {event.type}
      </span>
      <span className="trace-summary">
        <ReasonText reason={eventSummary(event)} withOriginal={false} />
      </span>
    </>
  );
});

/** The row's breakpoint toggle, likewise drawn once per event (it follows the breakpoints itself). */
const TraceRowBreakHere = memo(function TraceRowBreakHere({ event }: { event: TraceEvent }) {
  return <BreakHereButton breakpoint={breakpointForEvent(event)} />;
});
