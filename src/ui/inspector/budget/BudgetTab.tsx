// Budget: each result against the per-tool line, the batch total against the total line, and what was cut.
import { useTranslation } from '../../i18n/use-translation';
import { useAppStore } from '../../store/use-app-store';
import { relativePath, selectBudgetView } from '../../../state/selectors';
import { EmptyState } from '../../common/EmptyState';
import { ByteSize, TextWithSizes } from '../../common/ByteSize';
import { formatBytes } from '../../common/format';
import { useTraceView } from '../../trace/use-trace-view';

function Meter({ value, max, label }: { value: number; max: number; label: string }) {
  return (
    <meter
      className="budget-meter"
      min={0}
      max={Math.max(max, value)}
      value={value}
      high={max * 0.999}
      optimum={0}
      aria-label={label}
    >
      {formatBytes(value)}
    </meter>
  );
}

export function BudgetTab() {
  const { t } = useTranslation();
  const view = useTraceView(selectBudgetView);
  const openFile = useAppStore((s) => s.openFile);
  if (!view) return <EmptyState>{t('budget.empty')}</EmptyState>;
  const { apply } = view;
  return (
    <div className="tab-body">
      <p className="facts">
        <TextWithSizes
          i18nKey="budget.total"
          sizes={{ before: apply.totalBeforeBytes, after: apply.totalAfterBytes, limit: apply.totalMaxBytes }}
        />
      </p>
      <Meter value={apply.totalAfterBytes} max={apply.totalMaxBytes} label={t('budget.totalMeter')} />
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">{t('budget.call')}</th>
            <th scope="col">{t('budget.before')}</th>
            <th scope="col">{t('budget.after')}</th>
            <th scope="col">
              <TextWithSizes i18nKey="budget.againstLine" sizes={{ limit: apply.perToolMaxBytes }} />
            </th>
            <th scope="col">{t('budget.cut')}</th>
          </tr>
        </thead>
        <tbody>
          {view.rows.map((row) => (
            <tr key={row.callId} data-call-id={row.callId} data-cut={row.cut}>
              <td>
                <span className="tool-name">{row.toolName}</span> <code className="muted">{row.callId}</code>
              </td>
              <td>
                <ByteSize bytes={row.beforeBytes} />
              </td>
              <td>
                <ByteSize bytes={row.afterBytes} />
              </td>
              <td>
                <Meter
                  value={row.beforeBytes}
                  max={apply.perToolMaxBytes}
                  label={t('budget.meter', { name: row.toolName })}
                />
              </td>
              <td>
                {row.cut === 'none' ? t('budget.notCut') : t(`budget.layer.${row.cut}`)}
                {row.spillPath ? (
                  <>
                    {' · '}
                    <button
                      type="button"
                      className="link-button"
                      title={t('budget.spill')}
                      onClick={() => openFile(relativePath(row.spillPath!))}
                    >
                      {row.spillPath}
                    </button>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <h3>{t('budget.cuts')}</h3>
      {view.cuts.length === 0 ? (
        <EmptyState>{t('budget.noCuts')}</EmptyState>
      ) : (
        <ol className="budget-cuts">
          {view.cuts.map((cut) => (
            <li key={cut.seq}>
              {t(`budget.layer.${cut.layer}`)}
              {t('punctuation.colon')}
              <span className="tool-name">{cut.toolName}</span> <ByteSize bytes={cut.beforeBytes} /> →{' '}
              <ByteSize bytes={cut.afterBytes} /> (
              <TextWithSizes i18nKey="budget.limit" sizes={{ limit: cut.limitBytes }} />)
              {view.rows.find((r) => r.callId === cut.callId)?.preview ? (
                <details>
                  <summary>{t('budget.preview')}</summary>
                  <pre tabIndex={0}>{view.rows.find((r) => r.callId === cut.callId)?.preview}</pre>
                </details>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
