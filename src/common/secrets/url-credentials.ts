// An endpoint's address can carry a credential of its own: a gateway that takes its token as a path segment
// (`/v1/3f9c…e1/openai`), a query parameter (`?api-key=…`), or a user and password before the host. The
// scrubber cannot know such a token (it was never entered as a key), so Share and Export flag it and offer to
// drop it (docs/security.md). Guessing is deliberate: a false alarm costs a click, a miss leaks a credential.

export type UrlCredentialKind = 'userinfo' | 'query' | 'path';

export interface UrlCredentialPart {
  readonly kind: UrlCredentialKind;
  /** Enough of it to find it, too little to use it. */
  readonly shown: string;
  /** The credential itself, for taking it out of the rest of a document; never shown. */
  readonly value: string;
}

const SHOWN_PREFIX = 6;
/** Query parameters that name a credential in the gateways people use. */
const CREDENTIAL_PARAMS =
  /^(api[-_]?key|key|token|access[-_]?token|auth|authorization|secret|sig|signature|password|code)$/i;
/** A path segment that reads as a token: 20 or more letters and digits, both present, with no separator (a
 * name like `gpt-4o-mini-2024-07-18` has them); a UUID; or a provider's `sk-` key. */
const TOKEN_RUN = /^[A-Za-z0-9]{20,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function tokenLike(segment: string): boolean {
  if (segment.startsWith('sk-') && segment.length > 8) return true;
  if (UUID.test(segment)) return true;
  return TOKEN_RUN.test(segment) && /[A-Za-z]/.test(segment) && /[0-9]/.test(segment);
}

const shown = (text: string) => `${text.slice(0, SHOWN_PREFIX)}…`;

function parsed(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** The parts of `url` that look like a credential; none for an address that does not parse. */
export function urlCredentialParts(url: string): readonly UrlCredentialPart[] {
  const at = parsed(url);
  if (!at) return [];
  const parts: UrlCredentialPart[] = [];
  if (at.username || at.password) {
    const value = at.password ? `${at.username}:${at.password}` : at.username;
    parts.push({ kind: 'userinfo', shown: shown(at.username || at.password), value });
  }
  for (const [name, value] of at.searchParams) {
    if (CREDENTIAL_PARAMS.test(name) && value !== '')
      parts.push({ kind: 'query', shown: `${name}=${shown(value)}`, value });
  }
  for (const segment of at.pathname.split('/')) {
    if (tokenLike(decodeURIComponent(segment)))
      parts.push({ kind: 'path', shown: shown(segment), value: segment });
  }
  return parts;
}

/** `url` without the parts `urlCredentialParts` names; other parts, and an address that does not parse, kept. */
export function withoutUrlCredentials(url: string): string {
  const at = parsed(url);
  if (!at) return url;
  at.username = '';
  at.password = '';
  for (const name of [...at.searchParams.keys()])
    if (CREDENTIAL_PARAMS.test(name)) at.searchParams.delete(name);
  at.pathname = at.pathname
    .split('/')
    .filter((segment) => !tokenLike(decodeURIComponent(segment)))
    .join('/');
  const text = at.toString();
  // URL keeps a bare `?` once every parameter is gone, and adds a `/` the person did not write.
  return text.replace(/\?$/, '').replace(/\/$/, url.endsWith('/') ? '/' : '');
}
