// The MCP lane, beside the model's wire: each MCP call as of the selected event (the latest open), its HTTP
// exchanges in order with the headers the page set and the ones that came back, and every JSON-RPC message
// they carried, numbered across the call. Drawn from the trace (state/selectors/mcp-lane-view.ts), so a
// replay or an opened trace file shows the same lane. Long values wrap and scroll inside their blocks, so
// the lane reads on a small screen and at twice the text size.
import { useTranslation } from '../../i18n/use-translation';
import {
  selectMcpLane,
  type McpLaneCall,
  type McpLaneHttp,
  type McpLaneMessage,
} from '../../../state/selectors';
import { formatBytes } from '../../common/format';
import { JsonBlock } from '../../common/JsonBlock';
import { PagedList } from '../../common/PagedList';
import { useTraceView } from '../../trace/use-trace-view';
import { mcpLaneTitle } from './mcp-lane-title';
import './mcp-lane.css';

/** Messages drawn at first, and added per "show more" (a server may send thousands of notifications). */
const MESSAGES_PER_PAGE = 100;

/** The lane as of the selected event: the part the Request tab loads when the lane is first shown. */
export function TraceMcpLane() {
  return <McpLane calls={useTraceView(selectMcpLane)} />;
}

export function McpLane({ calls }: { calls: readonly McpLaneCall[] }) {
  const { t } = useTranslation();
  return (
    <div className="mcp-lane" data-testid="mcp-lane">
      <p className="muted">{t('mcpLane.intro')}</p>
      {calls.map((call, index) => (
        <details
          key={call.callId ?? `listing-${index}`}
          open={index === calls.length - 1}
          data-mcp-call={call.callId ?? 'listing'}
        >
          <summary>{mcpLaneTitle(call, t)}</summary>
          <ol className="mcp-lane-exchanges" aria-label={t('mcpLane.exchanges')}>
            {call.exchanges.map((http, at) => (
              <li key={at}>
                <HttpExchange http={http} />
              </li>
            ))}
          </ol>
        </details>
      ))}
    </div>
  );
}

function HttpExchange({ http }: { http: McpLaneHttp }) {
  const { t } = useTranslation();
  return (
    <section className="mcp-lane-http" data-http-method={http.method}>
      <p>
        <code>{t('mcpLane.request', { method: http.method, url: http.url })}</code>{' '}
        <span className="muted">
          {http.status === null ? t('mcpLane.noAnswer') : t('mcpLane.status', { status: http.status })}
        </span>
      </p>
      {http.continued ? <p className="muted">{t('mcpLane.continued')}</p> : null}
      <Headers title={t('mcpLane.headersSent', { count: http.headers.length })} headers={http.headers} />
      {http.status === null ? null : (
        <Headers
          title={t('mcpLane.headersReceived', { count: http.responseHeaders.length })}
          headers={http.responseHeaders}
        />
      )}
      {http.messages.length > 0 ? (
        <ol className="mcp-lane-messages" aria-label={t('mcpLane.messages')}>
          <PagedList
            items={http.messages}
            perPage={MESSAGES_PER_PAGE}
            words="chunks"
            render={(message) => <Message key={message.n} message={message} />}
          />
        </ol>
      ) : null}
    </section>
  );
}

function Headers({ title, headers }: { title: string; headers: McpLaneHttp['headers'] }) {
  return (
    <details className="mcp-lane-headers">
      <summary>{title}</summary>
      <dl>
        {headers.map(([name, value]) => (
          <div key={name}>
            <dt>
              <code>{name}</code>
            </dt>
            <dd>
              <code>{value}</code>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function Message({ message }: { message: McpLaneMessage }) {
  const { t } = useTranslation();
  const label = [
    t('mcpLane.message', { n: message.n }),
    t(`mcpLane.direction.${message.direction}`),
    t(`mcpLane.kind.${message.kind}`),
    message.method,
    message.id === null ? null : t('mcpLane.id', { id: message.id }),
  ]
    .filter((part) => part !== null)
    .join(' · ');
  return (
    <li data-n={message.n} data-direction={message.direction} data-kind={message.kind}>
      <p className="mcp-lane-message-title">
        <span aria-hidden="true">{message.direction === 'sent' ? '→ ' : '← '}</span>
        {label}
      </p>
      {message.kind === 'too-large' ? (
        <p className="muted">{t('mcpLane.tooLarge', { bytes: formatBytes(message.bytes ?? 0) })}</p>
      ) : (
        <JsonBlock value={message.body} label={label} />
      )}
    </li>
  );
}
