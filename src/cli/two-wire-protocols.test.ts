// Issue 17, item 5: the same two-turn tool-using exchange, answered once over Chat Completions and once over
// the Responses API (real SDK, local server, streaming and not), gives one pipeline trace hash: the hash
// leaves out the provider's identity, the deltas and what went over the wire, and both protocols read the
// answers into the same responses. Each run's wire data says which protocol it spoke.
import { afterEach, describe, expect, it } from 'vitest';
import type { ModelResponseEvent } from '../engine';
import {
  startOpenAICompatibleServer,
  type OpenAICompatibleServer,
} from '../llm/testing/openai-compatible-server';
import { enqueueTwoTurnReads, twoTurnFiles } from '../llm/testing/provider-fixtures';
import { createInProcessRuntime } from '../runtime/host/node-runtime';
import { credentialFor } from '../runtime/providers/endpoint-credential';
import type { RunSpec } from '../runtime/spec/run-spec';
import { scriptedSpec } from '../runtime/testing/spec-builders';
import { traceHash } from '../session/trace-hash';

let server: OpenAICompatibleServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const files = twoTurnFiles;

async function runOver(api: 'chat-completions' | 'responses', stream: boolean) {
  server = await startOpenAICompatibleServer();
  enqueueTwoTurnReads(server);
  const spec: RunSpec = {
    ...scriptedSpec([], { files, tools: ['Read'] }),
    provider: {
      kind: 'endpoint',
      api,
      model: 'local-model',
      baseURL: server.baseURL,
      stream,
    },
  };
  const credential = credentialFor(server.baseURL, 'sk-local-secret');
  if (!credential) throw new Error('the local server has no endpoint name');
  const created = await createInProcessRuntime(spec, { mode: 'live', secrets: { credential } });
  if (!created.ok) throw new Error(created.reason);
  const report = await created.runtime.runAll();
  const events = created.runtime.log.events;
  const paths = server.requests.map((r) => r.path);
  const second = server.requests[1]!.body;
  await server.close();
  server = undefined;
  return { report, events, paths, second, spec: created.runtime.exportSpec() };
}

describe('Chat Completions and the Responses API give one pipeline trace', () => {
  it.each([true, false])('two turns with tool calls (streaming: %s)', async (stream) => {
    const chat = await runOver('chat-completions', stream);
    const responses = await runOver('responses', stream);
    for (const run of [chat, responses])
      expect(run.report.runs[0]).toMatchObject({ endReason: 'final-answer', steps: 2 });
    expect(chat.paths).toEqual(['/v1/chat/completions', '/v1/chat/completions']);
    expect(responses.paths).toEqual(['/v1/responses', '/v1/responses']);
    // The second request carries the results by call_id, as function_call_output items.
    expect((responses.second as { input: unknown[] }).input).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'function_call', call_id: 'call_a' }),
        expect.objectContaining({ type: 'function_call_output', call_id: 'call_a' }),
        expect.objectContaining({ type: 'function_call_output', call_id: 'call_b' }),
      ]),
    );
    expect(traceHash(responses.events)).toBe(traceHash(chat.events));
    const wires = (run: typeof chat) =>
      run.events.filter((e): e is ModelResponseEvent => e.type === 'model-response').map((e) => e.wire?.api);
    expect(wires(chat)).toEqual(['chat-completions', 'chat-completions']);
    expect(wires(responses)).toEqual(['responses', 'responses']);
    // The wire data is kept with the cassette, and the key is in neither.
    expect(responses.spec.cassette?.entries.map((e) => e.wire?.api)).toEqual(['responses', 'responses']);
    expect(JSON.stringify(responses.spec)).not.toContain('sk-local-secret');
    expect(responses.spec.provider).toMatchObject({ api: 'responses' });
  });
});
