// Sending an encoded export to an OpenTelemetry collector, as an OTLP/HTTP exporter does: one POST to the
// collector's /v1/traces with the encoding's content type. Shared by `npm run otel -- --endpoint` and the
// page's export dialog, which word the outcome each in their own way (English on the CLI, the page's
// language on the page). The address is checked first: one that carries a credential (a user, a token-like
// path segment, a key in the query, anything shaped like an API key) is refused, because nothing that could be a secret leaves in a URL —
// this export sends no headers, so a collector that needs a key is reached through a local collector.
import { keyShapedTexts } from '../../common/secrets/key-shaped';
import { urlCredentialParts } from '../../common/secrets/url-credentials';
import type { EncodedOtlp } from './otlp-export';

const TRACES_PATH = '/v1/traces';

export type OtlpPostOutcome =
  | { readonly ok: true; readonly url: string; readonly status: number }
  | { readonly ok: false; readonly problem: 'not-a-url' | 'not-http' | 'credential'; readonly url: string }
  | { readonly ok: false; readonly problem: 'unreachable'; readonly url: string; readonly detail: string }
  | {
      readonly ok: false;
      readonly problem: 'refused';
      readonly url: string;
      readonly status: number;
      /** The collector's own words (its body's first 300 characters), when it said any. */
      readonly detail: string;
    };

type UrlCheck = { readonly ok: true; readonly url: string } | Extract<OtlpPostOutcome, { ok: false }>;

/** The traces URL for what a person typed: a collector's base address gets /v1/traces, as the
 * OTEL_EXPORTER_OTLP_ENDPOINT convention does; an address already ending in it is kept. */
export function collectorTracesUrl(address: string): UrlCheck {
  const typed = address.trim();
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    return { ok: false, problem: 'not-a-url', url: typed };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, problem: 'not-http', url: typed };
  // Named without the credential itself: the words are shown and may be copied into a bug report.
  if (urlCredentialParts(url.href).length > 0 || keyShapedTexts(decodeURIComponent(url.href)).length > 0)
    return { ok: false, problem: 'credential', url: url.host };
  if (!url.pathname.endsWith(TRACES_PATH)) url.pathname = `${url.pathname.replace(/\/+$/, '')}${TRACES_PATH}`;
  return { ok: true, url: url.href };
}

const DETAIL_LIMIT = 300;

export async function postOtlp(
  address: string,
  encoded: EncodedOtlp,
  send: typeof fetch,
): Promise<OtlpPostOutcome> {
  const target = collectorTracesUrl(address);
  if (!target.ok) return target;
  let response: Response;
  try {
    response = await send(target.url, {
      method: 'POST',
      headers: { 'content-type': encoded.contentType },
      // A copy over a plain ArrayBuffer, the body type fetch takes everywhere.
      body: new Uint8Array(encoded.body),
    });
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, problem: 'unreachable', url: target.url, detail };
  }
  const text = await response.text().catch(() => '');
  if (response.ok) return { ok: true, url: target.url, status: response.status };
  return {
    ok: false,
    problem: 'refused',
    url: target.url,
    status: response.status,
    detail: text.slice(0, DETAIL_LIMIT),
  };
}

/** The outcome in English words (the CLI's; the page words it from its own strings). */
export function otlpPostInWords(outcome: OtlpPostOutcome): string {
  if (outcome.ok) return `sent to ${outcome.url}: the collector answered ${outcome.status}`;
  switch (outcome.problem) {
    case 'not-a-url':
      return `${outcome.url} is not an address: give the collector's, e.g. http://localhost:4318`;
    case 'not-http':
      return `${outcome.url} is not an http:// or https:// address: OTLP/HTTP needs one`;
    case 'credential':
      return `the address of ${outcome.url} holds what looks like a credential (a user, a token or a key): nothing that could be a secret is sent in a URL; send to a collector that needs none, e.g. one on this machine`;
    case 'unreachable':
      return `could not reach ${outcome.url} (${outcome.detail}): is the collector running, and does it allow this origin (CORS) when sent from the page?`;
    case 'refused':
      return `the collector at ${outcome.url} answered ${outcome.status}${outcome.detail === '' ? '' : `: ${outcome.detail}`}`;
  }
}
