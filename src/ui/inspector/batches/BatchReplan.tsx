// The concurrency-cap control: the same calls re-planned under another cap, drawn beside the recorded timeline.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { replanBatches, type BatchesView } from '../../../state/selectors';
import { formatMs } from '../../common/format';
import { BatchTimeline } from './BatchTimeline';

const MAX_CAP = 16;

export function BatchReplan({ view }: { view: BatchesView }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [cap, setCap] = useState(view.plan.maxConcurrency);
  const replanned = cap === view.plan.maxConcurrency ? null : replanBatches(view, cap);
  const pending = cap !== view.plan.maxConcurrency && replanned === null;
  return (
    <section className="batch-replan" aria-labelledby={`${inputId}-label`}>
      <p>
        <label id={`${inputId}-label`} htmlFor={inputId}>
          {t('batches.replan.label')}{' '}
        </label>
        <input
          id={inputId}
          type="number"
          min={1}
          max={MAX_CAP}
          value={cap}
          data-testid="replan-cap"
          onChange={(event) => {
            const next = Math.round(Number(event.target.value));
            if (Number.isFinite(next)) setCap(Math.min(MAX_CAP, Math.max(1, next)));
          }}
        />{' '}
        <span className="muted">{t('batches.replan.hint')}</span>
      </p>
      {pending ? <p className="muted">{t('batches.replan.pending')}</p> : null}
      {replanned ? (
        <>
          <p data-testid="replan-result">
            {t('batches.replan.result', {
              cap,
              replanned: formatMs(replanned.endMs - replanned.startMs),
              recorded: formatMs(view.endMs - view.startMs),
            })}
          </p>
          <div data-testid="replan-timeline" aria-label={t('batches.replan.timeline', { cap })} role="group">
            <BatchTimeline view={replanned} />
          </div>
        </>
      ) : null}
    </section>
  );
}
