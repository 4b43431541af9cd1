// The MCP lane drawn in both languages from a lane the view model made: every message says its place, its
// direction, its kind and its method in words (no key left raw), the headers keep the scrubbed label, and a
// message too large to keep says its size.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../../engine';
import { selectMcpLane } from '../../../state/selectors';
import { mcpLaneWords } from '../../i18n/parts/mcp-lane';
import { wordsIn } from '../../i18n/testing/words-in';
import { McpLane } from './McpLane';

const events: TraceEvent[] = [
  {
    type: 'mcp-exchange',
    seq: 0,
    step: 2,
    timeMs: 0,
    callId: 'call_1',
    server: 'everything',
    exchanges: [
      {
        method: 'POST',
        url: 'http://127.0.0.1:3001/mcp',
        headers: { authorization: '[MCP credential]', 'mcp-session-id': 'session-42' },
        sent: [
          { kind: 'json', json: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'echo' } } },
        ],
        status: 200,
        responseHeaders: { 'content-type': 'text/event-stream' },
        received: [
          {
            kind: 'json',
            json: { jsonrpc: '2.0', method: 'notifications/progress', params: { progress: 1 } },
          },
          { kind: 'too-large', bytes: 70_000 },
        ],
      },
    ],
  },
];

function drawn(lng: 'en' | 'zh'): string {
  const words = wordsIn(lng, mcpLaneWords[lng]);
  return renderToString(
    createElement(I18nextProvider, { i18n: words }, createElement(McpLane, { calls: selectMcpLane(events) })),
  );
}

describe('the MCP lane, drawn', () => {
  it('words every message in English', () => {
    const html = drawn('en');
    expect(html).toContain('call_1 on everything · step 2');
    expect(html).toContain('#1 · sent · request · tools/call · id 1');
    expect(html).toContain('#2 · received · notification · notifications/progress');
    expect(html).toContain('too large to keep');
    expect(html).toContain('[MCP credential]');
    expect(html).toContain('session-42');
    expect(html).not.toMatch(/mcpLane\./);
  });

  it('words every message in Chinese', () => {
    const html = drawn('zh');
    expect(html).toContain('everything 上的 call_1 · 第 2 步');
    expect(html).toContain('#1 · 发出 · 请求 · tools/call · ID 1');
    expect(html).toContain('#2 · 收到 · 通知 · notifications/progress');
    expect(html).toContain('过大，未保留');
    expect(html).not.toMatch(/mcpLane\./);
  });
});
