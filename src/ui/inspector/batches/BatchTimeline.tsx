// The batches on the virtual clock: one row per call, concurrent calls' bars overlap, serial ones queue.
import { useTranslation } from '../../i18n/use-translation';
import type { BatchesView } from '../../../state/selectors';
import { formatMs } from '../../common/format';

export function BatchTimeline({ view }: { view: BatchesView }) {
  const { t } = useTranslation();
  const span = view.endMs - view.startMs;
  const percent = (ms: number) => `${((ms - view.startMs) / span) * 100}%`;
  return (
    <figure className="timeline" aria-label={t('batches.timeline')}>
      <figcaption className="muted">
        {t('batches.timelineCaption', { from: formatMs(view.startMs), to: formatMs(view.endMs) })}
      </figcaption>
      <ol className="timeline-rows">
        {view.bars.map((bar) => {
          const endMs = bar.endMs ?? view.endMs;
          return (
            <li key={bar.callId} className="timeline-row">
              <span className="timeline-label">
                <span>#{bar.index}</span>{' '}
                <span className="timeline-tool" translate="no" title={bar.toolName}>
                  {bar.toolName}
                </span>{' '}
                <span className="muted">b{bar.batchIndex}</span>
              </span>
              <span className="timeline-track">
                <span
                  className={`timeline-bar status-${bar.status} batch-parity-${bar.batchIndex % 2}`}
                  style={{
                    left: percent(bar.startMs),
                    width: `max(2px, calc(${percent(endMs)} - ${percent(bar.startMs)}))`,
                  }}
                  data-call-id={bar.callId}
                  data-start-ms={bar.startMs}
                  data-end-ms={bar.endMs ?? ''}
                  title={`${bar.toolName} ${formatMs(bar.startMs)} → ${bar.endMs === null ? '…' : formatMs(bar.endMs)}`}
                >
                  <span className="sr-only">
                    {t('batches.barText', {
                      start: bar.startMs,
                      end: bar.endMs ?? '…',
                      status: t(`status.result.${bar.status}`),
                    })}
                  </span>
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </figure>
  );
}
