// The concurrency-cap control: the same calls re-planned under another cap, drawn beside the recorded timeline.
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { replanBatches, type BatchesView } from '../../../state/selectors';
import { NumberField } from '../../common/NumberField';
import { numberProblem, wholeNumbers } from '../../common/number-range';
import { formatMs } from '../../common/format';
import { BatchTimeline } from './BatchTimeline';

/** The caps a person can try: one call at a time up to sixteen at once, or the recorded cap if higher. */
const capRange = (recorded: number) => wholeNumbers(1, Math.max(16, recorded));

export function BatchReplan({ view }: { view: BatchesView }) {
  const { t } = useTranslation();
  const labelId = useId();
  const [cap, setCap] = useState(view.plan.maxConcurrency);
  const range = capRange(view.plan.maxConcurrency);
  const other = numberProblem(cap, range) === null && cap !== view.plan.maxConcurrency;
  const replanned = other ? replanBatches(view, cap) : null;
  const pending = other && replanned === null;
  return (
    <section className="batch-replan" aria-labelledby={labelId}>
      <NumberField
        className="inline-form"
        label={<span id={labelId}>{t('batches.replan.label')}</span>}
        value={cap}
        range={range}
        hint={t('batches.replan.hint')}
        testId="replan-cap"
        onValue={setCap}
      />
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
