// The headings of the stages a call passes through, one row each, beside the lanes the tokens move in.
import { useTranslation } from '../i18n/use-translation';
import { CALL_STAGES, type CallStageId, type PipelineView } from '../../state/selectors';
import { TextWithSizes } from '../common/ByteSize';
import { StageHeader, type StageLinks } from './StageHeader';
import { assertNever } from '../../common/assert-never';

function Summary({ stage, view }: { stage: CallStageId; view: PipelineView }) {
  const { t } = useTranslation();
  const turn = view.turn;
  switch (stage) {
    case 'response': {
      const response = view.response;
      if (!response) return null;
      if (!response.done)
        return response.toolCalls > 0 ? (
          <>{t('pipeline.summary.streaming', { count: response.toolCalls })}</>
        ) : (
          <>{t('pipeline.stream.streaming')}</>
        );
      if (response.toolCalls === 0) return <>{t('pipeline.summary.answer')}</>;
      return response.usage ? (
        <>
          {t('pipeline.summary.responseUsage', {
            count: response.toolCalls,
            tokens: response.usage.completionTokens,
          })}
        </>
      ) : (
        <>{t('pipeline.summary.response', { count: response.toolCalls })}</>
      );
    }
    case 'plan': {
      if (!turn?.planned) return <>{t('pipeline.summary.planHint')}</>;
      const refused = turn.tokens.filter((token) => token.refused?.stage === 'plan').length;
      return refused > 0 ? (
        <>{t('pipeline.summary.planRefused', { count: turn.tokens.length, refused })}</>
      ) : (
        <>{t('pipeline.summary.plan', { count: turn.tokens.length })}</>
      );
    }
    case 'batches':
      return turn?.planned ? (
        <>
          {t('pipeline.summary.batches', { count: turn.groups.filter((g) => g.batchIndex !== null).length })}
        </>
      ) : null;
    case 'result':
      return turn?.planned ? <>{t('pipeline.summary.resultLine')}</> : null;
    case 'budget': {
      const budget = turn?.budget;
      if (!budget) return null;
      return (
        <span
          className="budget-total"
          data-over={budget.totalBeforeBytes > budget.totalMaxBytes || undefined}
        >
          <TextWithSizes
            i18nKey="pipeline.summary.budgetTotal"
            sizes={{ total: budget.totalBeforeBytes, limit: budget.totalMaxBytes }}
          />
          <span className="size-bar" aria-hidden="true">
            <span
              style={{ width: `${Math.min(100, (budget.totalBeforeBytes / budget.totalMaxBytes) * 100)}%` }}
            />
          </span>
        </span>
      );
    }
    case 'history':
      return turn?.inHistory ? <>{t('pipeline.summary.historyOrder')}</> : null;
    case 'permission':
    case 'lock':
    case 'breaker':
    case 'run':
      return null;
    default: {
      return assertNever(stage);
    }
  }
}

export function CallRail({ view, links }: { view: PipelineView; links: StageLinks }) {
  const { t } = useTranslation();
  return (
    <div className="pipeline-rail">
      <div className="pipeline-rail-head">
        {view.step > 0 ? t('pipeline.step', { step: view.step }) : t('pipeline.noStep')}
      </div>
      {CALL_STAGES.map((stage) => (
        <StageHeader key={stage} stage={stage} links={links}>
          <Summary stage={stage} view={view} />
        </StageHeader>
      ))}
    </div>
  );
}
