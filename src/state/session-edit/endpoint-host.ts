// The host an endpoint names, split so the page can show it whole with the site that owns it stressed:
// `https://api.openai.com.v1-proxy.example/v1` is a server of `v1-proxy.example`, whatever its first labels
// say. The site is found without a public-suffix list (no dependency for one screen): the last two labels,
// or three where the one before the country code is a common second level (`co.uk`, `com.cn`). A host the
// heuristic misjudges is still shown whole; docs/security.md says so.

export interface EndpointHost {
  /** `https://` or `http://`. */
  readonly scheme: string;
  /** The labels before the site, with their trailing dot (`api.openai.com.`), or empty. */
  readonly subdomain: string;
  /** The site that owns the host (`v1-proxy.example`), or the whole host for an address or `localhost`. */
  readonly site: string;
  /** `:8000`, or empty for the scheme's default port. */
  readonly port: string;
  /** The path the API is under (`/v1`), or empty. */
  readonly path: string;
}

const SECOND_LEVELS = new Set(['co', 'com', 'net', 'org', 'gov', 'edu', 'ac', 'or', 'ne', 'go']);

/** Null when the text is not an http(s) URL. */
export function endpointHostOf(endpoint: string): EndpointHost | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname;
  const site = siteOf(host);
  return {
    scheme: `${url.protocol}//`,
    subdomain: host.slice(0, host.length - site.length),
    site,
    port: url.port === '' ? '' : `:${url.port}`,
    path: url.pathname.replace(/\/+$/, ''),
  };
}

function siteOf(host: string): string {
  // An IPv6 literal comes bracketed; an IPv4 address ends in a number: both are one site as they are.
  if (host.startsWith('[') || /^\d+$/.test(host.split('.').at(-1) ?? '')) return host;
  const labels = host.split('.');
  if (labels.length <= 2) return host;
  const [second, top] = labels.slice(-2) as [string, string];
  const keep = top.length === 2 && SECOND_LEVELS.has(second) ? 3 : 2;
  return labels.slice(-keep).join('.');
}
