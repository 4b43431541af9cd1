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
      {/* A link, not a button: it takes the reader to the inspector tab (and keeps the stage names, such as
          "Run" and "Next step", apart from the runtime's buttons of the same words). */}
      <a
        href={`#tabpanel-${tabOfStage(stage)}`}
        className="pipeline-stage-name"
        title={t('pipeline.openTab', { tab: t(`tabs.${tabOfStage(stage)}`) })}
        aria-current={state === 'active' ? 'step' : undefined}
        onClick={(event) => {
          event.preventDefault();
          onOpen(stage);
        }}
      >
        {t(`pipeline.stage.${stage}`)}
      </a>
      {children === undefined ? null : <span className="pipeline-stage-summary">{children}</span>}
    </div>
  );
}
