// The OTLP export carries the MCP lane (issue 40): each call's HTTP exchanges (method, address, status, the
// headers the page set, already scrubbed where they were captured) and its JSON-RPC messages in order, as
// attributes of the call's execute_tool span; a server's listing at Connect on the run's agent span.
import { describe, expect, it } from 'vitest';
import type { McpWire } from '../../engine/trace/mcp-wire';
import { RECORDED_CALL_ID, recordedMcpSpec, replayed } from '../mcp/testing/recorded-mcp-run';
import { traceToSpans } from './trace-to-spans';

const CALL: McpWire = [
  {
    method: 'POST',
    url: 'http://127.0.0.1:9/mcp',
    headers: { authorization: '[MCP credential]', 'mcp-session-id': 's-1' },
    sent: [
      { kind: 'json', json: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get-sum' } } },
    ],
    status: 200,
    responseHeaders: { 'content-type': 'text/event-stream' },
    received: [
      { kind: 'json', json: { jsonrpc: '2.0', method: 'notifications/progress', params: { progress: 1 } } },
      { kind: 'too-large', bytes: 70_000 },
    ],
  },
];
const LISTING: McpWire = [
  {
    method: 'POST',
    url: 'http://127.0.0.1:9/mcp',
    headers: {},
    sent: [{ kind: 'json', json: { jsonrpc: '2.0', id: 0, method: 'tools/list' } }],
    received: [],
  },
];

describe('the MCP lane in the OTLP export', () => {
  it('is on the call’s execute_tool span, exchanges and messages in order', async () => {
    const events = await replayed(
      recordedMcpSpec({ content: [{ type: 'text', text: '3' }] }, [], { wire: CALL }),
    );
    const tool = traceToSpans(events).find((span) => span.name.startsWith('execute_tool'));
    expect(tool?.attributes['gen_ai.tool.call.id']).toBe(RECORDED_CALL_ID);
    expect(tool?.attributes).toMatchObject({
      'toolscope.mcp.server': 'everything',
      'toolscope.mcp.http': [
        'POST http://127.0.0.1:9/mcp → 200 {"authorization":"[MCP credential]","mcp-session-id":"s-1"}',
      ],
      'toolscope.mcp.messages': [
        '→ {"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"get-sum"}}',
        '← {"jsonrpc":"2.0","method":"notifications/progress","params":{"progress":1}}',
        '← (70000 bytes, kept as its size only)',
      ],
    });
  });

  it('puts a server’s listing at Connect on the run’s agent span, and nothing on a call without a lane', async () => {
    const events = await replayed(
      recordedMcpSpec({ content: [{ type: 'text', text: '3' }] }, [], { server: { wire: LISTING } }),
    );
    const spans = traceToSpans(events);
    const agent = spans.find((span) => span.name.startsWith('invoke_agent'));
    expect(agent?.attributes['toolscope.mcp.listing.everything.http']).toEqual([
      'POST http://127.0.0.1:9/mcp → no answer {}',
    ]);
    expect(agent?.attributes['toolscope.mcp.listing.everything.messages']).toEqual([
      '→ {"jsonrpc":"2.0","id":0,"method":"tools/list"}',
    ]);
    const tool = spans.find((span) => span.name.startsWith('execute_tool'));
    expect(Object.keys(tool?.attributes ?? {}).filter((key) => key.startsWith('toolscope.mcp'))).toEqual([]);
  });
});
