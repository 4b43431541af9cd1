// Which endpoint a base URL names: its origin and path, the identity an API key is bound to. A key entered for
// one endpoint is only ever sent to that endpoint, so two base URLs must compare equal exactly when the SDK
// would send to the same place: the URL is parsed (host lower-cased, default port and dot segments dropped)
// and a trailing slash does not count. A base URL with credentials, a query or a fragment is refused rather
// than guessed at: the SDK appends the API path to the text, so those parts would change where it goes.
export type EndpointOf =
  { readonly ok: true; readonly endpoint: string } | { readonly ok: false; readonly reason: string };

export function endpointOf(baseURL: string): EndpointOf {
  let url: URL;
  try {
    url = new URL(baseURL.trim());
  } catch {
    return { ok: false, reason: `"${baseURL}" is not a URL.` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, reason: `The base URL must start with http:// or https:// (it is ${url.protocol}).` };
  if (url.username !== '' || url.password !== '')
    return { ok: false, reason: 'The base URL must not contain a user name or password.' };
  if (url.search !== '' || url.hash !== '' || /[?#]/.test(baseURL))
    return { ok: false, reason: 'The base URL must not contain a query (?) or a fragment (#).' };
  return { ok: true, endpoint: `${url.origin}${url.pathname.replace(/\/+$/, '')}` };
}

/** The same endpoint, or false when either is not one. */
export function sameEndpoint(a: string, b: string): boolean {
  const left = endpointOf(a);
  const right = endpointOf(b);
  return left.ok && right.ok && left.endpoint === right.endpoint;
}
