// In the page a CORS refusal is one opaque TypeError. The doctor narrows it down the only way a page can:
// by sending requests that differ in one thing and seeing which ones it may read (decision 0810). Each is a
// `ping`, harmless to any server; an error status still counts as read, since reading is what CORS decides.
import { finding, type Finding } from './finding';
import { PING_BODY, postHeaders, SESSION_HEADER, VERSION_HEADER } from './mcp-wire';
import { send, type Probe } from './probe';
import { CLIENT_PROTOCOL_VERSION } from './protocol-versions';

export interface NarrowRequest {
  readonly probe: Probe;
  readonly url: string;
  /** The person's own headers (authorization and the like), which the refused request carried. */
  readonly personHeaders: Readonly<Record<string, string>>;
  /** A session id to try the mcp-session-id header with: the real one, or a stand-in before there is one. */
  readonly sessionId: string;
  readonly timeoutMs: number;
  readonly origin: string;
}

/** A server that refuses an unknown session still answers, which is all a header check needs. */
export const STAND_IN_SESSION = 'toolscope-doctor-probe';

export async function narrowCorsRefusal(request: NarrowRequest): Promise<Finding[]> {
  const { probe, url, timeoutMs } = request;
  const readable = async (headers: Record<string, string>) =>
    (await send(probe, url, { method: 'POST', headers, body: PING_BODY, mode: 'cors' }, timeoutMs)).answered;

  const plain = postHeaders({});
  if (!(await readable(plain))) {
    // text/plain makes the POST a simple request, sent without a preflight.
    const simple = await readable({ ...plain, 'content-type': 'text/plain' });
    return [
      simple
        ? finding('cors-preflight-refused')
        : finding('cors-origin-not-allowed', { origin: request.origin }),
    ];
  }
  const candidates: Record<string, string> = {
    [VERSION_HEADER]: CLIENT_PROTOCOL_VERSION,
    [SESSION_HEADER]: request.sessionId,
    ...request.personHeaders,
  };
  const refused: Finding[] = [];
  for (const [name, value] of Object.entries(candidates)) {
    if (!(await readable({ ...plain, [name]: value })))
      refused.push(finding('cors-header-not-allowed', { header: name.toLowerCase() }));
  }
  return refused.length > 0 ? refused : [finding('cors-refused')];
}
