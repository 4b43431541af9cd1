// "As sent": the request exactly as the openai SDK put it on the wire (headers with the key redacted, the
// body it serialized) and the response as the API returned it — a whole body, or each server-sent event in
// arrival order.
import { useTranslation } from '../../i18n/use-translation';
import type { WireExchange } from '../../../engine/trace/wire-exchange';
import { boundedText, TEXT_PER_PAGE } from '../../common/bounded';
import { JsonBlock } from '../../common/JsonBlock';
import { PagedList } from '../../common/PagedList';
import { browserAddedHeaders, sentFromBrowser } from './browser-added-headers';

/** Server-sent events drawn at first, and added per "show more" (a refused stream may hold thousands). */
const CHUNKS_PER_PAGE = 200;

/** An event's data as received, cut to a piece: one event of a hostile stream may be megabytes. */
const chunkText = (data: unknown) => (typeof data === 'string' ? data : JSON.stringify(data));

export function WireRequestView({ wire }: { wire: WireExchange }) {
  const { t } = useTranslation();
  const heading = sentFromBrowser(wire) ? t('wire.headersSetByPage') : t('wire.headers');
  return (
    <div data-testid="wire-request">
      <p className="muted">{t('wire.sentTitle')}</p>
      <p>
        <code>
          {wire.request.method} {wire.request.url}
        </code>
      </p>
      <h4>{heading}</h4>
      <JsonBlock value={wire.request.headers} label={heading} />
      <BrowserAddedHeaders wire={wire} />
      <h4>{t('wire.body')}</h4>
      <JsonBlock value={wire.request.body} label={t('wire.body')} />
    </div>
  );
}

/** Named without values: the browser adds them after the page hands over the request, out of its sight. */
function BrowserAddedHeaders({ wire }: { wire: WireExchange }) {
  const { t } = useTranslation();
  const added = browserAddedHeaders(wire);
  if (added.length === 0) return null;
  return (
    <div data-testid="browser-added-headers">
      <p className="muted">{t('wire.addedByBrowser')}</p>
      <ul className="wire-added-headers">
        {added.map((name) => (
          <li key={name}>
            <code>{name}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function WireResponseView({ wire }: { wire: WireExchange }) {
  const { t } = useTranslation();
  const response = wire.response;
  if (!response) return <p className="muted">{t('wire.noResponse')}</p>;
  return (
    <div data-testid="wire-response">
      <p className="muted">{t('wire.receivedTitle')}</p>
      <p>{t('wire.status', { status: response.status })}</p>
      <JsonBlock value={response.headers} label={t('wire.headers')} />
      {response.chunks ? (
        <>
          <h4>{t('wire.chunks', { count: response.chunks.length })}</h4>
          <ol className="wire-chunks" data-testid="wire-chunks">
            <PagedList
              items={response.chunks}
              perPage={CHUNKS_PER_PAGE}
              words="chunks"
              render={(chunk) => (
                <li key={chunk.n} data-n={chunk.n} data-partial={chunk.partial ? 'true' : undefined}>
                  <span className="muted">{t('wire.chunk', { n: chunk.n })}</span>{' '}
                  {chunk.partial ? <strong>{t('wire.partial')} </strong> : null}
                  {chunk.event ? <code>{chunk.event}</code> : null}{' '}
                  <code>{boundedText(chunkText(chunk.data), TEXT_PER_PAGE).shown}</code>
                </li>
              )}
            />
          </ol>
        </>
      ) : (
        // A recorded response may lack its body (a trace file from elsewhere): drawn as null, never a crash.
        <JsonBlock value={response.body ?? null} label={t('wire.body')} />
      )}
    </div>
  );
}
