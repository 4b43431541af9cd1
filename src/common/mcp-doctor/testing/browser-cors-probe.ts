// Node's fetch ignores CORS, so the page's doctor is tested through this wrapper: it applies the browser's
// CORS rules (the Fetch standard's, without credentials) to a real server's real answer. A refusal is what a
// browser gives a script: a bare TypeError, no status, no cause; a no-cors request gives an opaque answer.
// Decision 0810 says why this stands in for a browser in the Node tests.
import type { Probe, ProbeInit, ProbeResponse } from '../probe';

const SIMPLE_METHODS = new Set(['GET', 'HEAD', 'POST']);
const SIMPLE_CONTENT_TYPES = new Set([
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
]);
const SAFELISTED_RESPONSE = [
  'cache-control',
  'content-language',
  'content-length',
  'content-type',
  'expires',
  'last-modified',
  'pragma',
];

/** Request headers a page may send without asking the server first (values checked where it matters here). */
function isSafelisted(name: string, value: string): boolean {
  if (name === 'accept' || name === 'accept-language' || name === 'content-language') return true;
  return name === 'content-type' && SIMPLE_CONTENT_TYPES.has(value.split(';')[0]!.trim().toLowerCase());
}

const failed = () => new TypeError('Failed to fetch');

function lowerCased(headers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

const list = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);

function originOk(headers: Headers, origin: string): boolean {
  const allowed = headers.get('access-control-allow-origin')?.trim();
  return allowed === '*' || allowed === origin;
}

function preflightAllows(response: Response, origin: string, method: string, unsafe: string[]): boolean {
  if (response.status < 200 || response.status > 299 || !originOk(response.headers, origin)) return false;
  const methods = list(response.headers.get('access-control-allow-methods'));
  if (!SIMPLE_METHODS.has(method) && !methods.includes('*') && !methods.includes(method.toLowerCase()))
    return false;
  const allowed = list(response.headers.get('access-control-allow-headers'));
  return unsafe.every(
    (name) => allowed.includes(name) || (allowed.includes('*') && name !== 'authorization'),
  );
}

/** Only the safelisted response headers and the exposed ones are visible to the page. */
function visibleHeaders(headers: Headers): Headers {
  const exposed = list(headers.get('access-control-expose-headers'));
  const visible = new Headers();
  headers.forEach((value, name) => {
    const shown = exposed.includes('*') ? name !== 'set-cookie' : exposed.includes(name);
    if (shown || SAFELISTED_RESPONSE.includes(name)) visible.set(name, value);
  });
  return visible;
}

const OPAQUE: ProbeResponse = {
  status: 0,
  type: 'opaque',
  headers: new Headers(),
  body: null,
  text: () => Promise.resolve(''),
};

export function browserCorsProbe(origin: string, fetchImpl: typeof fetch = fetch): Probe {
  // A browser reports a network failure as the same bare TypeError; only an abort keeps its own name.
  const network = async (url: string, init: RequestInit) => {
    try {
      return await fetchImpl(url, init);
    } catch (error) {
      throw error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
        ? error
        : failed();
    }
  };
  return async (url: string, init: ProbeInit) => {
    const method = init.method.toUpperCase();
    const headers = lowerCased(init.headers);
    const signal = init.signal ?? null;
    if (init.mode === 'no-cors') {
      if (!SIMPLE_METHODS.has(method)) throw failed();
      const simple = Object.fromEntries(
        Object.entries(headers).filter(([name, value]) => isSafelisted(name, value)),
      );
      const response = await network(url, {
        method,
        headers: { ...simple, origin },
        body: init.body ?? null,
        signal,
      });
      await response.body?.cancel();
      return OPAQUE;
    }
    const unsafe = Object.entries(headers)
      .filter(([name, value]) => !isSafelisted(name, value))
      .map(([name]) => name)
      .sort();
    if (!SIMPLE_METHODS.has(method) || unsafe.length > 0) {
      const preflight = await network(url, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': method,
          ...(unsafe.length > 0 ? { 'access-control-request-headers': unsafe.join(',') } : {}),
        },
        signal,
      });
      await preflight.body?.cancel();
      if (!preflightAllows(preflight, origin, method, unsafe)) throw failed();
    }
    const response = await network(url, {
      method,
      headers: { ...headers, origin },
      body: init.body ?? null,
      signal,
    });
    if (!originOk(response.headers, origin)) {
      await response.body?.cancel();
      throw failed();
    }
    return {
      status: response.status,
      type: 'cors',
      headers: visibleHeaders(response.headers),
      body: response.body,
      text: () => response.text(),
    };
  };
}
