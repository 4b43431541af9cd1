import { describe, expect, it } from 'vitest';
import type { ToolContext } from '../../engine/protocol/tool';
import type { McpCallOutcome } from '../../tools/mcp/mcp-call-outcome';
import type { McpToolCaller } from '../../tools/mcp/mcp-tool';
import { recordedServer } from '../../tools/mcp/testing/mcp-fixtures';
import type { RecordedInput } from '../spec/recorded-input';
import { endpointHeaders, endpointSecrets } from './mcp-endpoint';
import { NO_MCP_CONNECTION, recordedMcpCaller } from './recorded-mcp-caller';

const request = { server: recordedServer(), tool: 'echo', arguments: { message: 'hi' } };
const contextOf = (callId: string) => ({ callId }) as ToolContext;
const answer = (text: string): McpCallOutcome => ({
  kind: 'answer',
  answer: { content: [{ type: 'text', text }] },
});

function liveAnswering(text: string): McpToolCaller & { calls: number } {
  const live = { calls: 0, call: () => ((live.calls += 1), Promise.resolve(answer(text))) };
  return live;
}

describe('MCP calls recorded like model answers', () => {
  it('answers a recorded call from its record without asking the server', async () => {
    const live = liveAnswering('live');
    const inputs: RecordedInput[] = [{ type: 'mcp-call', callId: 'c1', outcome: answer('recorded') }];
    const caller = recordedMcpCaller(inputs, live, { record: () => undefined, scrub: (o) => o });
    expect(await caller.call(request, contextOf('c1'))).toEqual(answer('recorded'));
    expect(live.calls).toBe(0);
  });

  it('asks the server for any other call and records the outcome, scrubbed, before using it', async () => {
    const recorded: RecordedInput[] = [];
    const caller = recordedMcpCaller([], liveAnswering('token sk-live-0123456789abcdef'), {
      record: (input) => recorded.push(input),
      scrub: <T>(value: T) =>
        JSON.parse(JSON.stringify(value).replace('sk-live-0123456789abcdef', '[secret]')) as T,
    });
    const used = await caller.call(request, contextOf('c2'));
    expect(used).toEqual(answer('token [secret]'));
    expect(recorded).toEqual([{ type: 'mcp-call', callId: 'c2', outcome: answer('token [secret]') }]);
  });

  it('fails in words, as a fault, with neither a record nor a connection', async () => {
    for (const caller of [
      recordedMcpCaller([], null, { record: () => undefined, scrub: (o) => o }),
      NO_MCP_CONNECTION,
    ]) {
      expect(await caller.call(request, contextOf('c3'))).toMatchObject({
        kind: 'failure',
        failure: 'disconnected',
        message: expect.stringContaining('not connected'),
      });
    }
  });
});

describe('MCP endpoint credentials', () => {
  it('sends a bearer token as Authorization unless the headers name one, and scrubs token and header values', () => {
    expect(endpointHeaders('tok-1234567890abc')).toEqual({ Authorization: 'Bearer tok-1234567890abc' });
    expect(endpointHeaders('ignored', { authorization: 'Basic x' })).toEqual({ authorization: 'Basic x' });
    const secrets = endpointSecrets({
      url: 'http://x/mcp',
      headers: { ...endpointHeaders('tok-1234567890abc'), 'X-Api-Key': 'key-abcdefghijkl' },
    });
    expect(secrets).toEqual(
      expect.arrayContaining(['Bearer tok-1234567890abc', 'tok-1234567890abc', 'key-abcdefghijkl']),
    );
  });
});
