// The doctor's one door to the network: a fetch-like function the caller passes in. The page passes its own
// fetch (the browser applies CORS); the CLI passes Node's (which ignores CORS, so the doctor reads the CORS
// headers itself); tests pass a wrapper that applies the browser's rules to a real server's answer
// (testing/browser-cors-probe.ts, decision 0810).

export interface ProbeInit {
  readonly method: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string;
  readonly mode?: 'cors' | 'no-cors';
  readonly signal?: AbortSignal;
}

/** The part of a fetch Response the doctor reads; an opaque answer (no-cors) has status 0 and no headers. */
export interface ProbeResponse {
  readonly status: number;
  readonly type?: string;
  readonly headers: { get(name: string): string | null };
  /** Read chunk by chunk when present, so an event stream left open after its answer does not hold us. */
  readonly body?: ReadableStream<Uint8Array> | null;
  text(): Promise<string>;
}

export type Probe = (url: string, init: ProbeInit) => Promise<ProbeResponse>;

/** Why no answer came: what Node's error codes tell apart; a page only ever sees `timeout` or `network`. */
export type NoAnswer = 'dns' | 'refused' | 'timeout' | 'tls' | 'network';

export type ProbeOutcome =
  | { readonly answered: true; readonly response: ProbeResponse; readonly body: string }
  | { readonly answered: false; readonly why: NoAnswer; readonly detail: string };

const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_FAIL']);
const REFUSED_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH']);
const TIMEOUT_CODES = new Set(['ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT']);

/** undici puts the socket's error under `cause` (sometimes two deep); a browser's TypeError has none. */
function errorCode(error: unknown): string {
  let at: unknown = error;
  for (let depth = 0; depth < 3 && at !== null && typeof at === 'object'; depth += 1) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    at = (at as { cause?: unknown }).cause;
  }
  return '';
}

export function classifyNoAnswer(error: unknown): { why: NoAnswer; detail: string } {
  const name = error instanceof Error ? error.name : '';
  const code = errorCode(error);
  if (name === 'TimeoutError' || name === 'AbortError' || TIMEOUT_CODES.has(code))
    return { why: 'timeout', detail: code };
  if (DNS_CODES.has(code)) return { why: 'dns', detail: code };
  if (REFUSED_CODES.has(code)) return { why: 'refused', detail: code };
  if (code.startsWith('ERR_TLS') || code.includes('CERT') || code.startsWith('ERR_SSL'))
    return { why: 'tls', detail: code };
  return { why: 'network', detail: code };
}

/** A hostile server may send megabytes: the doctor needs the first JSON-RPC message, never more than this. */
export const MAX_BODY_CHARS = 1_000_000;

/**
 * The body as text, stopping early once `enough` says the answer is in (an event stream may stay open after
 * it) or at MAX_BODY_CHARS. A time limit reached mid-body keeps what came: the server did answer.
 */
async function readBody(response: ProbeResponse, enough: (text: string) => boolean): Promise<string> {
  if (response.status === 0) return '';
  if (!response.body) return (await response.text()).slice(0, MAX_BODY_CHARS);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (text.length >= MAX_BODY_CHARS || enough(text)) break;
    }
  } catch {
    return text;
  }
  void reader.cancel().catch(() => undefined);
  return text.slice(0, MAX_BODY_CHARS);
}

/** One request under the time limit; a failure to answer is a value, never a throw. */
export async function send(
  probe: Probe,
  url: string,
  init: ProbeInit,
  timeoutMs: number,
  enough: (text: string) => boolean = () => false,
): Promise<ProbeOutcome> {
  let response: ProbeResponse;
  try {
    response = await probe(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    return { answered: false, ...classifyNoAnswer(error) };
  }
  return { answered: true, response, body: await readBody(response, enough) };
}
