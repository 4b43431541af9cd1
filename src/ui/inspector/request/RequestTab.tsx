// Request / Response of the latest model call. "As sent" is what went over the wire (the body the openai SDK
// serialized, the SSE events as received), when the call went over a network; the other views are the same
// turn converted to Chat Completions, Responses and Anthropic Messages JSON (exchange-shapes.ts). While the
// response is streaming (as of the selected event), the deltas assembled so far; after a failed call, the
// failure and what came back before it (FailedCallView). Once an MCP tool was called, one more view draws
// the MCP lane (McpLane.tsx): that call's messages, beside the model's. The lane, its view of the trace and
// its words load when it is first shown (issue 37: none of it was the first screen's to carry).
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { selectExchangeView, selectMcpCallCount } from '../../../state/selectors';
import { EmptyState } from '../../common/EmptyState';
import { lazyPart } from '../../common/lazy-part';
import { JsonBlock } from '../../common/JsonBlock';
import { useTraceView } from '../../trace/use-trace-view';
import { API_SHAPES, shapeExchangeOrNull, type ApiShape } from './exchange-shapes';
import { RequestTokens } from './RequestTokens';
import { ResponseAssumptions } from './ResponseAssumptions';
import { ShapeLosses } from './ShapeLosses';
import { FailedCallView } from './FailedCallView';
import { WireRequestView, WireResponseView } from './WireView';

const McpLane = lazyPart(
  'mcpLane',
  () => import('./McpLane').then((m) => m.TraceMcpLane),
  () => import('../../i18n/parts/mcp-lane').then((m) => [m.mcpLaneWords]),
);

type View = 'sent' | ApiShape | 'mcp';

export function RequestTab() {
  const { t } = useTranslation();
  const [chosen, setView] = useState<View>('sent');
  const { request, response, failure, deltaCount, streamedText, streamedCalls } =
    useTraceView(selectExchangeView);
  const mcpCalls = useTraceView(selectMcpCallCount);
  if (!request && !response) return <EmptyState>{t('request.empty')}</EmptyState>;
  // The lane chosen before time travel went back past the first MCP call: the model's wire again.
  const view: View = chosen === 'mcp' && mcpCalls === 0 ? 'sent' : chosen;
  const views: readonly View[] = mcpCalls > 0 ? ['sent', ...API_SHAPES, 'mcp'] : ['sent', ...API_SHAPES];
  const segmented = (
    <div role="group" aria-label={t('wire.view.label')} className="segmented">
      {views.map((option) => (
        <button key={option} type="button" aria-pressed={view === option} onClick={() => setView(option)}>
          {t(`wire.view.${option}`)}
        </button>
      ))}
    </div>
  );
  if (view === 'mcp')
    return (
      <div className="tab-body">
        {segmented}
        <McpLane />
      </div>
    );
  // A failed call shows what went over the wire as far as it got: the status, headers, error body or events.
  const wire = response?.wire ?? failure?.wire;
  // Without wire data (a script, a person, a recording that kept none) "as sent" is the Chat Completions turn.
  const shape: ApiShape = view === 'sent' ? 'chat-completions' : view;
  const shaped = request ? shapeExchangeOrNull(shape, request, response) : null;
  const showWire = view === 'sent' && wire !== undefined;
  return (
    <div className="tab-body">
      {segmented}
      {view === 'sent' && !wire ? (
        <p className="muted" data-testid="wire-absent">
          {response || failure ? t('wire.notSent') : t('wire.pending')}
        </p>
      ) : null}
      {view !== 'sent' ? <p className="muted">{t('wire.converted')}</p> : null}
      {shaped ? <ShapeLosses losses={shaped.losses} /> : null}
      <div className="split-vertical">
        <section aria-label={t('request.request')}>
          <h3>{t('request.request')}</h3>
          {showWire ? (
            <WireRequestView wire={wire} />
          ) : request ? (
            <JsonBlock value={shaped ? shaped.request : request.request} label={t('request.request')} />
          ) : (
            <EmptyState>{t('request.noRequest')}</EmptyState>
          )}
          {request ? <RequestTokens request={request} response={response} /> : null}
        </section>
        <section aria-label={t('request.response')}>
          <h3>
            {t('request.response')}
            {deltaCount > 0 ? (
              <span className="muted"> · {t('request.deltas', { count: deltaCount })}</span>
            ) : null}
          </h3>
          {failure && !response ? (
            <FailedCallView failure={failure} showWire={showWire} />
          ) : response ? (
            showWire ? (
              <WireResponseView wire={wire} />
            ) : (
              <JsonBlock value={shaped?.response ?? response} label={t('request.response')} />
            )
          ) : deltaCount > 0 ? (
            <div data-testid="streaming">
              <p className="muted">{t('request.streaming')}</p>
              <JsonBlock
                value={{ content: streamedText, tool_calls: streamedCalls }}
                label={t('request.streaming')}
              />
            </div>
          ) : (
            <EmptyState>{t('request.waiting')}</EmptyState>
          )}
          {response?.assumptions ? <ResponseAssumptions assumptions={response.assumptions} /> : null}
        </section>
      </div>
    </div>
  );
}
