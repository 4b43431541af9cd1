// How a session names a server that runs in the page: `inpage:<name>` in `tools.mcp`'s url, recorded and
// replayed like an HTTP address. Kept apart from the server code, so reading an address loads no SDK.

export const IN_PAGE_SCHEME = 'inpage:';

/** The in-page servers the project ships, by the name their address carries. */
export const IN_PAGE_SERVER_NAMES: readonly string[] = ['library'];

/** The server name of an `inpage:` address, or null for any other address. */
export function inPageServerName(url: string): string | null {
  return url.startsWith(IN_PAGE_SCHEME) ? url.slice(IN_PAGE_SCHEME.length) : null;
}
