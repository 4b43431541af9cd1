import { describe, expect, it } from 'vitest';
import { scriptedSpec } from '../../runtime/testing/spec-builders';
import type { RuntimePort } from '../runtime-slice';
import type { McpServerSpec } from '../../runtime/spec/user-tool-spec';
import { createAppStore } from '../store';
import { mcpToolMarks, selectMcpToolMarks } from './mcp-tool-marks';

const everything: McpServerSpec = {
  name: 'everything',
  url: 'http://127.0.0.1:3001/mcp',
  trusted: true,
  tools: [
    { name: 'echo', inputSchema: { type: 'object', properties: {} }, annotations: { readOnlyHint: true } },
    { name: 'get weather!', inputSchema: { type: 'object', properties: {} } },
  ],
};
const other: McpServerSpec = {
  name: 'files',
  url: 'https://mcp.example.com/mcp',
  trusted: false,
  tools: [{ name: 'echo', inputSchema: { type: 'object', properties: {} } }],
};

describe('the marks of MCP tools', () => {
  it('come from each server’s records, under the name the model is offered, a hashed one too', () => {
    const marks = mcpToolMarks([everything, other]);
    expect(marks.get('mcp__everything__echo')).toEqual({
      server: 'everything',
      originalName: 'echo',
      trusted: true,
      serverSays: expect.arrayContaining(['readOnly']),
      annotated: true,
    });
    const hashed = [...marks.keys()].find((name) => name.startsWith('mcp__everything__get_weather_'));
    expect(hashed).toMatch(/_[0-9a-f]{6}$/);
    expect(marks.get(hashed!)).toMatchObject({ originalName: 'get weather!', annotated: false });
    expect(marks.get('mcp__files__echo')).toMatchObject({ server: 'files', trusted: false });
    expect(marks.size).toBe(3);
  });

  it('never from a name’s shape: a tool merely called mcp__… is not marked, nor any without a server', () => {
    const marks = selectMcpToolMarks({ sessionMcpServers: [other] });
    expect(marks.has('mcp__everything__echo')).toBe(false);
    expect(marks.has('Read')).toBe(false);
    expect(selectMcpToolMarks({ sessionMcpServers: [] }).size).toBe(0);
  });

  it('are the same map until the servers change, so a panel redraws only then', () => {
    const servers = [everything];
    expect(selectMcpToolMarks({ sessionMcpServers: servers })).toBe(
      selectMcpToolMarks({ sessionMcpServers: servers }),
    );
  });
});

describe('the open session’s MCP records', () => {
  it('follow each session the page opens, the reload after an MCP action among them', async () => {
    const store = createAppStore('en');
    const loaded: unknown[] = [];
    const port = { load: (spec: unknown) => (loaded.push(spec), Promise.resolve({ ok: true })) };
    store.getState().setRuntimePort(port as unknown as RuntimePort);
    const plain = scriptedSpec([]);
    await store.getState().openSession({ ...plain, tools: { ...plain.tools, mcp: [other] } }, 'With');
    expect([...selectMcpToolMarks(store.getState()).keys()]).toEqual(['mcp__files__echo']);
    await store.getState().openSession(plain, 'Without');
    expect(selectMcpToolMarks(store.getState()).size).toBe(0);
    expect(loaded).toHaveLength(2);
  });
});
