// The SDK's transport reads only what it needs of each HTTP answer; a person needs more when it fails (was it
// a 401, and what did WWW-Authenticate ask for? did the request carry a session id the server then forgot?).
// This fetch passes every request through unchanged and remembers those facts of the last exchange.
export interface HttpSeen {
  lastStatus: number | null;
  lastChallenge: string | null;
  lastSentSessionId: string | null;
}

export function seeingFetch(seen: HttpSeen, base: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    seen.lastSentSessionId = headers.get('mcp-session-id');
    seen.lastStatus = null;
    const response = await base(input, init);
    seen.lastStatus = response.status;
    seen.lastChallenge = response.headers.get('www-authenticate');
    return response;
  };
}
