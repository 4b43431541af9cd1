// The diff of two runs drawn: the verdict (identical, or where they first part and which fields), how many
// events differ per panel and about what, and the two traces aligned row by row with the first difference
// marked and scrolled to. A row names its event by type and subject (call id, tool, path): the page's
// localized summaries stay out, as they would split shared code out of the first screen's chunk.
import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { TraceEvent } from '../../engine';
import { subjectOf, type RunDiff } from '../../session/compare/run-diff';
import { callChanges } from './call-changes';

function EventCell({ event }: { readonly event: TraceEvent | null }) {
  const { t } = useTranslation();
  if (!event) return <span className="compare-cell is-missing">{t('compare.missing')}</span>;
  return (
    <span className="compare-cell">
      <span className="trace-step">s{event.step}</span>{' '}
      <span className={`trace-type type-${event.type}`}>{event.type}</span>{' '}
      <span className="trace-summary">{subjectOf(event) ?? ''}</span>
    </span>
  );
}

function CallChangesNote({ diff }: { readonly diff: RunDiff }) {
  const { t } = useTranslation();
  const calls = callChanges(diff);
  if (calls.paired + calls.removed.length + calls.added.length === 0) return null;
  return (
    <div className="compare-calls" data-testid="compare-calls">
      <p className="muted">{t('compare.callsPaired', { count: calls.paired })}</p>
      {calls.removed.length > 0 ? (
        <p data-calls="removed">{t('compare.callsRemoved', { calls: calls.removed.join(', ') })}</p>
      ) : null}
      {calls.added.length > 0 ? (
        <p data-calls="added">{t('compare.callsAdded', { calls: calls.added.join(', ') })}</p>
      ) : null}
    </div>
  );
}

export function CompareResult({ diff }: { readonly diff: RunDiff }) {
  const { t } = useTranslation();
  const first = diff.firstDifference;
  const firstRow = useRef<HTMLLIElement>(null);
  useEffect(() => firstRow.current?.scrollIntoView({ block: 'nearest' }), [diff]);

  return (
    <div className="compare-result">
      {first === null ? (
        <p role="status" data-testid="compare-verdict" data-identical="true">
          {t('compare.identical', { count: diff.rows.length })}
        </p>
      ) : (
        <>
          <p role="status" data-testid="compare-verdict" data-identical="false">
            {t('compare.differ', {
              step: first.step,
              type: first.type,
              panel: t(`compare.panels.${first.panel}`),
            })}{' '}
            {first.kind === 'changed'
              ? null
              : t(first.kind === 'only-left' ? 'compare.onlyLeft' : 'compare.onlyRight')}
          </p>
          {first.fields.length > 0 ? (
            <p>
              {t('compare.fields')}
              {t('punctuation.colon')}
              <code data-testid="compare-fields">{first.fields.join(', ')}</code>
            </p>
          ) : null}
          <h3 id="compare-panels-title">{t('compare.panelsHeading')}</h3>
          <ul className="compare-panels" aria-labelledby="compare-panels-title">
            {diff.panels.map((panel) => (
              <li key={panel.panel} data-panel={panel.panel}>
                {t('compare.panelCount', { panel: t(`compare.panels.${panel.panel}`), count: panel.count })}
                {panel.subjects.length > 0 ? (
                  <>
                    {' '}
                    <span className="muted">
                      {t('compare.subjects', { subjects: panel.subjects.join(', ') })}
                    </span>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
      <CallChangesNote diff={diff} />
      <ol className="compare-rows" aria-label={t('compare.rowsLabel')}>
        {diff.rows.map((row, index) => {
          const isFirst = first?.row === index;
          return (
            <li
              key={row.key}
              ref={isFirst ? firstRow : undefined}
              className={`compare-row${row.same ? '' : ' is-different'}${isFirst ? ' is-first-difference' : ''}`}
              data-same={row.same}
              data-first-difference={isFirst ? 'true' : undefined}
              data-type={(row.left ?? row.right)!.type}
              data-step={row.step}
              aria-current={isFirst ? 'true' : undefined}
            >
              <EventCell event={row.left} />
              <EventCell event={row.right} />
              {isFirst ? <span className="compare-first-mark">{t('compare.firstDifference')}</span> : null}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
