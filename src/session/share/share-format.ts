// The fragment's grammar: `#s=<format version>.<data>`, where data is base64url(deflate-raw(JSON payload)).
// The version is the link format's, separate from the session document's own formatVersion, so the wrapping
// can change (another compressor, another envelope) without touching session files.
export const SHARE_FRAGMENT_KEY = 's';
export const SHARE_LINK_VERSION = 1;

export interface SplitFragment {
  readonly version: string;
  readonly data: string;
}

/**
 * Finds the share data in what a person pasted: a whole URL, `#s=1.…`, or `s=1.…`. Other fragment
 * parameters (`&step=…` from an embed) are ignored here. `key`: `s` for a session, `l` for a written lesson.
 */
export function splitShareFragment(input: string, key = SHARE_FRAGMENT_KEY): SplitFragment | undefined {
  const text = input.trim();
  const hashAt = text.indexOf('#');
  const fragment = hashAt >= 0 ? text.slice(hashAt + 1) : text;
  for (const part of fragment.split('&')) {
    if (!part.startsWith(`${key}=`)) continue;
    const value = part.slice(key.length + 1);
    const dot = value.indexOf('.');
    if (dot < 0) return { version: '', data: value };
    return { version: value.slice(0, dot), data: value.slice(dot + 1) };
  }
  return undefined;
}

/** `https://host/app/?embed=1#old` + fragment → `https://host/app/?embed=1#s=1.…` */
export function withShareFragment(baseUrl: string, fragment: string): string {
  const hashAt = baseUrl.indexOf('#');
  return `${hashAt >= 0 ? baseUrl.slice(0, hashAt) : baseUrl}#${fragment}`;
}
