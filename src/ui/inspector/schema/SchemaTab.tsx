// Schema: the exact `tools` array sent this step, as cards and as JSON, with its size and what changed.
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { taskCallIdOf } from '../../../engine';
import { selectSchemaView } from '../../../state/selectors';
import { EmptyState } from '../../common/EmptyState';
import { TextWithSizes } from '../../common/ByteSize';
import { JsonBlock } from '../../common/JsonBlock';
import { ModelReadsNote } from '../../common/ModelReadsNote';
import { useTraceView } from '../../trace/use-trace-view';
import { ToolSchemaCard } from './ToolSchemaCard';

export function SchemaTab() {
  const { t } = useTranslation();
  const view = useTraceView(selectSchemaView);
  const [asJson, setAsJson] = useState(false);
  if (!view) return <EmptyState>{t('schema.empty')}</EmptyState>;
  const { build } = view;
  const subagentCall = taskCallIdOf(build.scope);
  return (
    <div className="tab-body">
      <div className="tab-toolbar">
        <span className="facts">
          <TextWithSizes
            i18nKey="schema.summary"
            sizes={{ bytes: build.bytes }}
            values={{ step: build.step, count: build.tools.length, tokens: build.tokens }}
          />
          {build.strict ? ` · ${t('schema.strict')}` : ''}
        </span>
        <div role="group" aria-label={t('schema.view')} className="segmented">
          <button type="button" aria-pressed={!asJson} onClick={() => setAsJson(false)}>
            {t('schema.cards')}
          </button>
          <button type="button" aria-pressed={asJson} onClick={() => setAsJson(true)}>
            JSON
          </button>
        </div>
      </div>
      <ModelReadsNote />
      {subagentCall !== null ? (
        <p className="muted" data-testid="schema-subagent-build">
          {t('schema.subagentBuild', { callId: subagentCall })}
        </p>
      ) : null}
      {view.previous ? <p className="muted">{t('schema.diffAgainst', { step: view.previous.step })}</p> : null}
      {asJson ? (
        <JsonBlock value={build.tools} label={t('schema.json')} />
      ) : (
        <div className="card-list">
          {view.rows.map((row) => (
            <ToolSchemaCard key={row.name} row={row} />
          ))}
        </div>
      )}
    </div>
  );
}
