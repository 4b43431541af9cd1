// One stage's heading in the diagram: its name, what it holds as of the selected event, and the drill-down
// into the inspector tab for it.
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import type { PipelineStageId, StageState } from '../../state/selectors';
import { tabOfStage } from '../../state/selectors';

/** What every stage heading of one diagram shares: the stages' states, the highlighted one, the drill-down. */
export interface StageLinks {
  readonly states: Readonly<Record<PipelineStageId, StageState>>;
  readonly highlighted: string | null;
  readonly onOpen: (stage: PipelineStageId) => void;
}

export function StageHeader({
  stage,
  links,
  children,
}: {
  stage: PipelineStageId;
  links: StageLinks;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const state = links.states[stage];
  const highlighted = links.highlighted === stage;
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
          links.onOpen(stage);
        }}
      >
        {t(`pipeline.stage.${stage}`)}
      </a>
      {children === undefined ? null : <span className="pipeline-stage-summary">{children}</span>}
    </div>
  );
}
