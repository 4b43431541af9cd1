// The MCP connection doctor: why a page could, or could not, connect to a Streamable HTTP server, and what
// to change on the server. One pure function of what the probe answers, used by the page (mode 'page', the
// browser's fetch, CORS applied by the browser) and by `npm run mcp -- doctor` (mode 'node', Node's fetch,
// the CORS headers read directly). docs/mcp-doctor.md lists every finding; decision 0810 the design.
import { finding, type Finding, type FindingSeverity } from './finding';
import {
  INITIALIZE_ID,
  INITIALIZED_BODY,
  initializeBody,
  MCP_REQUEST_HEADERS,
  postHeaders,
  SESSION_HEADER,
  sessionHeaders,
} from './mcp-wire';
import { narrowCorsRefusal, STAND_IN_SESSION } from './narrow-cors';
import { send, type Probe, type ProbeOutcome } from './probe';
import { CLIENT_PROTOCOL_VERSIONS } from './protocol-versions';
import { answerCorsFindings, preflightFindings } from './read-cors-headers';
import { readRpcAnswer, streamHasResponse } from './read-rpc-answer';
import { statusFinding } from './read-status';
import { countTools } from './count-tools';

export type DoctorMode = 'page' | 'node';

export interface DoctorInput {
  readonly url: string;
  /** The person's headers, e.g. `authorization: Bearer …`; sent as the client would, never written anywhere. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The page's origin: in Node, the Origin the preflight is asked for; in the page, for the mixed-content check. */
  readonly origin?: string;
}

export interface DoctorOptions {
  /** Per request; a server slower than this is reported as not answering. */
  readonly timeoutMs?: number;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
/** Where `npm run dev` serves the page: the Origin the CLI asks the preflight about unless told otherwise. */
export const DEFAULT_ORIGIN = 'http://127.0.0.1:5173';

const SEVERITY_ORDER: readonly FindingSeverity[] = ['error', 'warning', 'info', 'ok'];
const bySeverity = (a: Finding, b: Finding) =>
  SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity);

/** A value a server sent, as a short string: it is shown verbatim, so it is bounded and never an object. */
const verbatim = (value: unknown): string =>
  (typeof value === 'string' || typeof value === 'number' ? String(value) : '').slice(0, 200);

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

function parseUrl(text: string): URL | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

function noAnswerFinding(outcome: Extract<ProbeOutcome, { answered: false }>): Finding {
  const detail = { detail: outcome.detail };
  switch (outcome.why) {
    case 'dns':
      return finding('unreachable-dns', detail);
    case 'refused':
      return finding('unreachable-refused', detail);
    case 'timeout':
      return finding('unreachable-timeout', detail);
    case 'tls':
      return finding('unreachable-tls', detail);
    case 'network':
      return finding('unreachable', detail);
  }
}

interface Run {
  readonly probe: Probe;
  readonly url: URL;
  readonly mode: DoctorMode;
  readonly personHeaders: Readonly<Record<string, string>>;
  readonly origin: string;
  readonly timeoutMs: number;
}

const post = (run: Run, headers: Record<string, string>, body: string, enoughFor?: string) =>
  send(
    run.probe,
    run.url.href,
    { method: 'POST', headers, body, mode: 'cors' },
    run.timeoutMs,
    enoughFor === undefined ? undefined : (text) => streamHasResponse(text, enoughFor),
  );

/** In Node every request says where it comes from, so the server's CORS answers are the page's. */
const fromOrigin = (run: Run, headers: Record<string, string>) =>
  run.mode === 'node' ? { ...headers, origin: run.origin } : headers;

async function preflight(run: Run): Promise<Finding[]> {
  const requestHeaders = [
    ...MCP_REQUEST_HEADERS,
    ...Object.keys(run.personHeaders).map((h) => h.toLowerCase()),
  ];
  const outcome = await send(
    run.probe,
    run.url.href,
    {
      method: 'OPTIONS',
      headers: {
        origin: run.origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': requestHeaders.join(', '),
      },
    },
    run.timeoutMs,
  );
  if (!outcome.answered) return [finding('cors-preflight-failed', { status: outcome.why })];
  return preflightFindings(outcome.response.status, outcome.response.headers, run.origin, requestHeaders);
}

/** Why the page's cross-origin request was not read: unreachable, or refused by CORS (and for what). */
async function explainUnreadable(run: Run, sessionId: string): Promise<Finding[]> {
  const opaque = await send(
    run.probe,
    run.url.href,
    { method: 'GET', headers: {}, mode: 'no-cors' },
    run.timeoutMs,
  );
  if (!opaque.answered)
    return [
      opaque.why === 'timeout' ? noAnswerFinding(opaque) : finding('unreachable', { detail: opaque.detail }),
    ];
  const narrowed = await narrowCorsRefusal({ ...run, url: run.url.href, sessionId });
  return [...narrowed, finding('cli-doctor-knows-more')];
}

/** A session the doctor made is ended, as a polite client does; whether the server took the DELETE is not a finding. */
async function endSession(run: Run, headers: Record<string, string>, sessionId: string | null) {
  if (sessionId !== null)
    await send(run.probe, run.url.href, { method: 'DELETE', headers, mode: 'cors' }, run.timeoutMs);
}

/** After a good initialize: the session as the client would go on with it, ended politely. */
async function useSession(run: Run, init: { result: Record<string, unknown>; sessionId: string | null }) {
  const found: Finding[] = [];
  const version = verbatim(init.result.protocolVersion);
  const inSession = fromOrigin(
    run,
    postHeaders({ ...run.personHeaders, ...sessionHeaders(version, init.sessionId) }),
  );
  const initialized = await post(run, inSession, INITIALIZED_BODY);
  if (!initialized.answered)
    return run.mode === 'page'
      ? explainUnreadable(run, init.sessionId ?? STAND_IN_SESSION)
      : [noAnswerFinding(initialized)];
  const capabilities = (init.result.capabilities ?? {}) as Record<string, unknown>;
  const tools = 'tools' in capabilities ? await countTools((body, id) => post(run, inSession, body, id)) : 0;
  if (typeof tools !== 'number') {
    // A server keeping sessions refuses a request without one; in a page that means the id was hidden.
    const sessionHidden =
      run.mode === 'page' && init.sessionId === null && (tools.status === 400 || tools.status === 404);
    found.push(
      sessionHidden
        ? finding('cors-session-id-not-exposed', { header: SESSION_HEADER })
        : finding('tools-list-failed', { status: tools.status }),
    );
  }
  const info = (init.result.serverInfo ?? {}) as Record<string, unknown>;
  found.push(
    finding('connected', {
      serverName: verbatim(info.name),
      serverVersion: verbatim(info.version),
      protocolVersion: version,
      toolCount: typeof tools === 'number' ? tools : 0,
    }),
  );
  await endSession(run, inSession, init.sessionId);
  return found;
}

async function initialize(run: Run): Promise<Finding[]> {
  const answer = await post(
    run,
    fromOrigin(run, postHeaders(run.personHeaders)),
    initializeBody(),
    INITIALIZE_ID,
  );
  if (!answer.answered)
    return run.mode === 'page' ? explainUnreadable(run, STAND_IN_SESSION) : [noAnswerFinding(answer)];
  const { response, body } = answer;
  const found =
    run.mode === 'node'
      ? [...(await preflight(run)), ...answerCorsFindings(response.headers, run.origin)]
      : [];
  const sentAuthorization = Object.keys(run.personHeaders).some((h) => h.toLowerCase() === 'authorization');
  const status = statusFinding(
    response.status,
    run.url,
    response.headers.get('www-authenticate'),
    sentAuthorization,
  );
  if (status) return [...found, status];
  const read = readRpcAnswer(response.headers.get('content-type'), body, INITIALIZE_ID);
  if (!read.ok) return [...found, finding(read.code, read.params)];
  if (read.message.error !== undefined)
    return [
      ...found,
      finding('initialize-error', {
        code: verbatim(read.message.error.code),
        message: verbatim(read.message.error.message),
      }),
    ];
  const result = (read.message.result ?? {}) as Record<string, unknown>;
  const sessionId = response.headers.get(SESSION_HEADER);
  const version = verbatim(result.protocolVersion);
  if (!CLIENT_PROTOCOL_VERSIONS.includes(version)) {
    await endSession(run, fromOrigin(run, sessionHeaders(version, sessionId)), sessionId);
    return [
      ...found,
      finding('protocol-version-unsupported', { version, supported: CLIENT_PROTOCOL_VERSIONS.join(', ') }),
    ];
  }
  found.push(...(await useSession(run, { result, sessionId })));
  if (run.mode === 'node' && !found.some((f) => f.code.startsWith('cors-'))) found.push(finding('cors-ok'));
  return found;
}

/**
 * Every finding about connecting a page to the MCP server at `input.url`, errors first. Sends initialize,
 * notifications/initialized, tools/list and a DELETE of the session it made; never calls a tool.
 */
export async function diagnoseMcpConnection(
  input: DoctorInput,
  probe: Probe,
  mode: DoctorMode,
  options: DoctorOptions = {},
): Promise<Finding[]> {
  const url = parseUrl(input.url);
  if (!url) return [finding('invalid-url', { url: input.url.slice(0, 200) })];
  const origin = input.origin ?? DEFAULT_ORIGIN;
  if (
    mode === 'page' &&
    origin.startsWith('https:') &&
    url.protocol === 'http:' &&
    !LOOPBACK.has(url.hostname)
  )
    return [finding('mixed-content', { url: url.href })];
  const run: Run = {
    probe,
    url,
    mode,
    personHeaders: input.headers ?? {},
    origin,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
  };
  return (await initialize(run)).sort(bySeverity);
}
