// The model's side of the step, drawn as one chain: registry → schema (the tools sent this step, with those
// that left or came back since the last step) → the request going out → the response streaming in.
import { useTranslation } from '../i18n/use-translation';
import type { PipelineView } from '../../state/selectors';
import { revealBidiControls } from '../common/bidi-controls';
import { mcpListRefusedWords } from './mcp-more-words';
import { ResponseStream } from './ResponseStream';
import { StageHeader, type StageLinks } from './StageHeader';

export function ModelSide({
  view,
  links,
  onOpenTool,
  settle,
}: {
  view: PipelineView;
  links: StageLinks;
  onOpenTool: (name: string) => void;
  /** The diagram jumped: what streamed shows at once. */
  settle: boolean;
}) {
  const { t } = useTranslation();
  const { registry, schema, request } = view;
  return (
    <div className="pipeline-model">
      <StageHeader stage="registry" links={links}>
        {registry
          ? registry.hidden > 0
            ? t('pipeline.summary.registryHidden', { count: registry.tools, hidden: registry.hidden })
            : t('pipeline.summary.registry', { count: registry.tools })
          : '—'}
      </StageHeader>
      <span className="pipeline-arrow" aria-hidden="true">
        →
      </span>
      <StageHeader stage="schema" links={links}>
        {schema ? (
          <>
            {t('pipeline.summary.schema', { count: schema.sent.length, tokens: schema.tokens })}
            {schema.sent.map((name) => (
              <span key={`sent-${name}`} className="schema-sent" data-schema-sent={name} translate="no">
                {revealBidiControls(name)}
              </span>
            ))}
            {schema.left.map((left) => (
              <button
                type="button"
                key={`left-${left.name}`}
                className="schema-change is-left"
                data-schema-change="left"
                data-tool={left.name}
                onClick={() => onOpenTool(left.name)}
              >
                {left.hidden
                  ? t('pipeline.leftBecause', {
                      name: revealBidiControls(left.name),
                      reason: t(`pipeline.hiddenReason.${left.hidden.reason}`),
                    })
                  : t('pipeline.left', { name: revealBidiControls(left.name) })}
              </button>
            ))}
            {schema.cameBack.map((name) => (
              <button
                type="button"
                key={`back-${name}`}
                className="schema-change is-back"
                data-schema-change="back"
                data-tool={name}
                onClick={() => onOpenTool(name)}
              >
                {t('pipeline.cameBack', { name: revealBidiControls(name) })}
              </button>
            ))}
            {schema.joined.map((name) => (
              <button
                type="button"
                key={`joined-${name}`}
                className="schema-change is-joined"
                data-schema-change="joined"
                data-tool={name}
                onClick={() => onOpenTool(name)}
              >
                {t('mcpLive.joined', { name: revealBidiControls(name) })}
              </button>
            ))}
            {schema.refused.map((refusal, index) => {
              const words = mcpListRefusedWords(refusal, t);
              return (
                <span
                  key={`refused-${index}`}
                  className="schema-change is-refused"
                  data-schema-change="refused"
                  data-server={refusal.server}
                  title={words.title}
                >
                  {revealBidiControls(words.text)}
                </span>
              );
            })}
          </>
        ) : (
          '—'
        )}
      </StageHeader>
      <span className="pipeline-arrow" aria-hidden="true">
        →
      </span>
      <StageHeader stage="request" links={links}>
        {request ? t('pipeline.summary.request', { messages: request.messages, tools: request.tools }) : '—'}
      </StageHeader>
      <ResponseStream response={view.response} step={view.step} settle={settle} />
    </div>
  );
}
