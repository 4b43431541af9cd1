import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore } from '../store';
import { deviceSecrets } from '../device-secrets';
import {
  EMPTY_MCP_MEMORY,
  loadMcpMemory,
  MAX_REMEMBERED_MCP_SERVERS,
  saveMcpMemory,
  withConnectedMcpServer,
  withoutMcpServer,
} from './mcp-memory';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

const URL_A = 'http://127.0.0.1:3001/mcp';
const URL_B = 'https://mcp.example.com/mcp';
const TOKEN = 'mcp-remembered-0123456789abcdef';
const HEADERS = { Authorization: `Bearer ${TOKEN}`, 'X-Team': 'team-secret-42' };

describe('the remembered MCP servers', () => {
  it('keep the address, the name and the header names, never a value unless asked', () => {
    const store = memoryStorage();
    const memory = withConnectedMcpServer(EMPTY_MCP_MEMORY, {
      url: URL_A,
      name: 'everything',
      headers: HEADERS,
      remember: false,
    });
    saveMcpMemory(memory, store);
    const text = store.getItem('toolscope.mcp-servers')!;
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('team-secret-42');
    expect(loadMcpMemory(store)).toEqual({
      servers: [{ url: URL_A, name: 'everything', headerNames: ['Authorization', 'X-Team'] }],
      credentials: [],
    });
  });

  it('keep the values for their own address when "Remember this token" is ticked, and drop them when not', () => {
    const store = memoryStorage();
    let memory = withConnectedMcpServer(EMPTY_MCP_MEMORY, {
      url: URL_A,
      name: '',
      headers: HEADERS,
      remember: true,
    });
    saveMcpMemory(memory, store);
    expect(loadMcpMemory(store).credentials).toEqual([{ url: URL_A, headers: HEADERS }]);
    memory = withConnectedMcpServer(memory, { url: URL_A, name: '', headers: HEADERS, remember: false });
    saveMcpMemory(memory, store);
    expect(store.getItem('toolscope.mcp-servers')).not.toContain(TOKEN);
    expect(loadMcpMemory(store).servers).toHaveLength(1);
  });

  it('offer the newest first, once each, and forget one with its values', () => {
    let memory = withConnectedMcpServer(EMPTY_MCP_MEMORY, {
      url: URL_A,
      name: 'a',
      headers: HEADERS,
      remember: true,
    });
    memory = withConnectedMcpServer(memory, { url: URL_B, name: 'b', headers: {}, remember: true });
    memory = withConnectedMcpServer(memory, { url: URL_A, name: 'a2', headers: HEADERS, remember: true });
    expect(memory.servers.map((server) => server.name)).toEqual(['a2', 'b']);
    // A tick with no header has nothing to keep.
    expect(memory.credentials.map((endpoint) => endpoint.url)).toEqual([URL_A]);
    expect(withoutMcpServer(memory, URL_A)).toEqual({
      servers: [{ url: URL_B, name: 'b', headerNames: [] }],
      credentials: [],
    });
    for (let i = 0; i < MAX_REMEMBERED_MCP_SERVERS + 5; i += 1)
      memory = withConnectedMcpServer(memory, {
        url: `http://127.0.0.1:${4000 + i}/mcp`,
        name: '',
        headers: {},
        remember: false,
      });
    expect(memory.servers).toHaveLength(MAX_REMEMBERED_MCP_SERVERS);
    // The values of a server pushed off the list go with it.
    expect(memory.credentials).toEqual([]);
  });

  it('read nothing moved, damaged or foreign: values under another address or another header name', () => {
    const store = memoryStorage();
    store.setItem(
      'toolscope.mcp-servers',
      JSON.stringify({
        servers: [
          { url: URL_A, name: 'a', headerNames: ['Authorization'] },
          { url: 'javascript:alert(1)', name: 'x', headerNames: [] },
          { url: URL_B, name: 7, headerNames: [] },
        ],
        credentials: {
          [URL_A]: { Authorization: `Bearer ${TOKEN}`, Cookie: 'moved-in' },
          [URL_B]: { Authorization: 'Bearer other' },
        },
      }),
    );
    expect(loadMcpMemory(store)).toEqual({
      servers: [{ url: URL_A, name: 'a', headerNames: ['Authorization'] }],
      credentials: [{ url: URL_A, headers: { Authorization: `Bearer ${TOKEN}` } }],
    });
    store.setItem('toolscope.mcp-servers', '{not json');
    expect(loadMcpMemory(store)).toEqual(EMPTY_MCP_MEMORY);
  });
});

describe('the store’s remembered MCP servers', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('bring a remembered token back into memory and the device’s secrets; forget takes it out of both', () => {
    const storage = memoryStorage();
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    const first = createAppStore('en');
    first.getState().keepConnectedMcpServer({ url: URL_A, name: 'a', headers: HEADERS, remember: true });
    first.getState().keepConnectedMcpServer({
      url: URL_B,
      name: 'b',
      headers: { Authorization: 'Bearer tab-only-token' },
      remember: false,
    });
    const secrets = (state: Parameters<typeof deviceSecrets>[0]) =>
      deviceSecrets(state).flatMap((source) => source.values);
    expect(secrets(first.getState())).toContain('tab-only-token');

    const next = createAppStore('en'); // the next page load
    expect(next.getState().mcpMemory.servers.map((server) => server.url)).toEqual([URL_B, URL_A]);
    expect(next.getState().mcpEndpoints).toEqual([{ url: URL_A, headers: HEADERS }]);
    expect(secrets(next.getState())).toEqual(expect.arrayContaining([TOKEN, 'team-secret-42']));
    expect(secrets(next.getState())).not.toContain('tab-only-token');

    next.getState().forgetMcpServer(URL_A);
    expect(next.getState().mcpEndpoints).toEqual([]);
    expect(secrets(next.getState())).not.toContain(TOKEN);
    expect(storage.getItem('toolscope.mcp-servers')).not.toContain(TOKEN);
    expect(
      createAppStore('en')
        .getState()
        .mcpMemory.servers.map((server) => server.url),
    ).toEqual([URL_B]);
  });
});
