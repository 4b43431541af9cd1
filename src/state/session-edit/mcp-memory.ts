// What this device remembers of the MCP servers the person connected, in one record like the provider form's
// (provider-memory.ts): the servers (address, the name given, the header NAMES, newest first) always, so the
// connect form can offer them again; the token and header values only for a server whose "Remember this
// token" was ticked, otherwise they live in the tab's memory and die with it. The values belong to their
// address: nothing moves them to another. They are never put in a spec, so no session, link or trace holds
// them, and the remembered ones are secrets of the device like any other (device-secrets.ts).
import type { McpEndpoint } from './port-types';

const STORAGE_KEY = 'toolscope.mcp-servers';

/** Enough for every server a person uses; the oldest go first. */
export const MAX_REMEMBERED_MCP_SERVERS = 20;

export interface RememberedMcpServer {
  readonly url: string;
  /** The name the person gave (blank: what the server calls itself). */
  readonly name: string;
  /** The headers it was sent, by name only. */
  readonly headerNames: readonly string[];
}

export interface McpMemory {
  readonly servers: readonly RememberedMcpServer[];
  /** The headers kept on the device because "Remember this token" was ticked, each for its own address. */
  readonly credentials: readonly McpEndpoint[];
}

export const EMPTY_MCP_MEMORY: McpMemory = { servers: [], credentials: [] };

export interface ConnectedMcpServer {
  readonly url: string;
  readonly name: string;
  readonly headers: Readonly<Record<string, string>>;
  /** "Remember this token": keep the header values on this device too. */
  readonly remember: boolean;
}

/** The memory with `connected` first (once), its values kept only if asked, cut to the newest ones. */
export function withConnectedMcpServer(memory: McpMemory, connected: ConnectedMcpServer): McpMemory {
  const server: RememberedMcpServer = {
    url: connected.url,
    name: connected.name,
    headerNames: Object.keys(connected.headers),
  };
  const servers = [server, ...memory.servers.filter((known) => known.url !== connected.url)].slice(
    0,
    MAX_REMEMBERED_MCP_SERVERS,
  );
  const kept = connected.remember && server.headerNames.length > 0;
  const credentials = [
    ...(kept ? [{ url: connected.url, headers: { ...connected.headers } }] : []),
    ...memory.credentials.filter((endpoint) => endpoint.url !== connected.url),
  ].filter((endpoint) => servers.some((known) => known.url === endpoint.url));
  return { servers, credentials };
}

/** "Forget": the server and whatever was remembered for it. */
export function withoutMcpServer(memory: McpMemory, url: string): McpMemory {
  return {
    servers: memory.servers.filter((known) => known.url !== url),
    credentials: memory.credentials.filter((endpoint) => endpoint.url !== url),
  };
}

export function rememberedCredentials(memory: McpMemory, url: string): McpEndpoint | undefined {
  return memory.credentials.find((endpoint) => endpoint.url === url);
}

function storage(): Storage | undefined {
  // Reading `localStorage` throws where the browser denies storage (an embed on another site).
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function loadMcpMemory(store = storage()): McpMemory {
  try {
    const parsed = JSON.parse(store?.getItem(STORAGE_KEY) ?? 'null') as unknown;
    if (!isRecord(parsed) || !Array.isArray(parsed.servers)) return EMPTY_MCP_MEMORY;
    const servers = parsed.servers.flatMap((item: unknown): RememberedMcpServer[] =>
      isRecord(item) && isAddress(item.url) && typeof item.name === 'string' && isNames(item.headerNames)
        ? [{ url: item.url, name: item.name, headerNames: item.headerNames }]
        : [],
    );
    const stored = isRecord(parsed.credentials) ? parsed.credentials : {};
    // Only values stored under a remembered server's own address, for the names it lists, count.
    const credentials = servers.flatMap((server): McpEndpoint[] => {
      const headers = Object.hasOwn(stored, server.url) ? stored[server.url] : undefined;
      if (!isRecord(headers)) return [];
      const kept = Object.entries(headers).filter(
        (entry): entry is [string, string] =>
          server.headerNames.includes(entry[0]) && typeof entry[1] === 'string' && entry[1] !== '',
      );
      return kept.length === 0 ? [] : [{ url: server.url, headers: Object.fromEntries(kept) }];
    });
    return { servers: servers.slice(0, MAX_REMEMBERED_MCP_SERVERS), credentials };
  } catch {
    return EMPTY_MCP_MEMORY; // a damaged entry is forgotten, not fatal
  }
}

export function saveMcpMemory(memory: McpMemory, store = storage()): void {
  const credentials = Object.fromEntries(
    memory.credentials.map((endpoint) => [endpoint.url, endpoint.headers]),
  );
  try {
    store?.setItem(STORAGE_KEY, JSON.stringify({ servers: memory.servers, credentials }));
  } catch {
    // Storage full or blocked: the list still holds for this visit.
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNames(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((name) => typeof name === 'string' && name !== '');
}

function isAddress(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
