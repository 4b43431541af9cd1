// One stage's heading in the diagram: its name, what it holds as of the selected event, and the drill-down
// into the inspector tab for it.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PipelineStageId, StageState } from '../../state/selectors';
import { tabOfStage } from '../../state/selectors';

export function StageHeader({
  stage,
  state,
  highlighted,
  onOpen,
  children,
}: {
  stage: PipelineStageId;
  state: StageState;
  highlighted: boolean;
  onOpen: (stage: PipelineStageId) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div
      className="pipeline-stage"
      data-stage={stage}
      data-state={state}
      data-highlighted={highlighted || undefined}
    >
      <button
        type="button"
        className="pipeline-stage-name"
        title={t('pipeline.openTab', { tab: t(`tabs.${tabOfStage(stage)}`) })}
        aria-current={state === 'active' ? 'step' : undefined}
        onClick={() => onOpen(stage)}
      >
        {t(`pipeline.stage.${stage}`)}
      </button>
      {children === undefined ? null : <span className="pipeline-stage-summary">{children}</span>}
    </div>
  );
}
