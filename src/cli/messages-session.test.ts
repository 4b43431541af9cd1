// Issue 39, item 2, end to end in Node: a two-turn tool-using session over Anthropic Messages (the provider's
// own SSE reader, the local server's Messages route, real HTTP) streams, gives the pipeline trace the OpenAI
// APIs give (one hash: the protocol is how answers arrive, not what the pipeline did), records its cache
// figures beside usage, and its session file — which the schema takes back — replays offline to the same
// hash. The key is in none of what leaves: the session file, the trace, the OTLP export.
import { afterEach, describe, expect, it } from 'vitest';
import type { ModelResponseEvent, TraceEvent } from '../engine';
import type { EndpointApi } from '../runtime/spec/provider-spec';
import {
  startOpenAICompatibleServer,
  type OpenAICompatibleServer,
} from '../llm/testing/openai-compatible-server';
import { enqueueTwoTurnReads, twoTurnFiles } from '../llm/testing/provider-fixtures';
import { createInProcessRuntime } from '../runtime/host/node-runtime';
import { credentialFor } from '../runtime/providers/endpoint-credential';
import type { RunSpec } from '../runtime/spec/run-spec';
import { scriptedSpec } from '../runtime/testing/spec-builders';
import { sessionFileText } from '../session/export/session-file';
import { loadSessionText } from '../session/load-session';
import { traceToOtlpJson } from '../session/otlp/otlp-export';
import { documentOf, runSpecOf } from '../session/session-document';
import { traceHash } from '../session/trace-hash';

const KEY = 'sk-ant-api03-local-0123456789abcdef';
let server: OpenAICompatibleServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function run(spec: RunSpec, mode: 'live' | 'replay') {
  const credential =
    mode === 'live' && spec.provider.kind === 'endpoint'
      ? credentialFor(spec.provider.baseURL, KEY)
      : undefined;
  const created = await createInProcessRuntime(spec, {
    mode,
    ...(credential ? { secrets: { credential } } : {}),
  });
  if (!created.ok) throw new Error(created.reason);
  const report = await created.runtime.runAll();
  return { report, events: created.runtime.log.events, spec: created.runtime.exportSpec() };
}

async function liveOver(api: EndpointApi) {
  server = await startOpenAICompatibleServer();
  enqueueTwoTurnReads(server);
  const spec: RunSpec = {
    ...scriptedSpec([], { files: twoTurnFiles, tools: ['Read'] }),
    provider: { kind: 'endpoint', api, model: 'claude-test', baseURL: server.baseURL, stream: true },
  };
  const live = await run(spec, 'live');
  const requests = server.requests;
  await server.close();
  server = undefined;
  return { ...live, requests };
}

const responses = (events: readonly unknown[]) =>
  (events as ModelResponseEvent[]).filter((e) => e.type === 'model-response');

describe('a session over Anthropic Messages', () => {
  it('streams, gives the OpenAI APIs’ trace, replays to the same hash, and exports without the key', async () => {
    const messages = await liveOver('anthropic-messages');
    expect(messages.report.runs[0]).toMatchObject({ endReason: 'final-answer', steps: 2 });
    expect(messages.requests.map((r) => [r.path, r.headers['x-api-key']])).toEqual([
      ['/v1/messages', KEY],
      ['/v1/messages', KEY],
    ]);
    // Streamed: the calls' arguments reached the trace as deltas before the response.
    expect(messages.events.some((e) => e.type === 'model-delta')).toBe(true);
    // The second request answers both calls with tool_result blocks in one user message.
    const second = messages.requests[1]!.body as {
      messages: { role: string; content: { type: string }[] }[];
    };
    expect(second.messages.at(-1)?.content.map((block) => block.type)).toEqual([
      'tool_result',
      'tool_result',
    ]);
    expect(responses(messages.events).map((e) => [e.wire?.api, e.usage])).toEqual([
      [
        'anthropic-messages',
        {
          promptTokens: 16,
          completionTokens: 5,
          totalTokens: 21,
          cacheReadTokens: 4,
          cacheCreationTokens: 2,
        },
      ],
      [
        'anthropic-messages',
        {
          promptTokens: 16,
          completionTokens: 5,
          totalTokens: 21,
          cacheReadTokens: 4,
          cacheCreationTokens: 2,
        },
      ],
    ]);

    const chat = await liveOver('chat-completions');
    // Chat Completions said nothing of a cache: its usage has no cache figures (not reported, not 0).
    expect(responses(chat.events)[0]?.usage).toEqual({
      promptTokens: 10,
      completionTokens: 5,
      totalTokens: 15,
    });
    // Usage is part of the hash, and the two servers report different figures: compare without it.
    const withoutUsage = (events: typeof chat.events): TraceEvent[] =>
      events.map((e) => {
        if (e.type !== 'model-response') return e;
        const { usage: _usage, ...rest } = e;
        return rest;
      });
    expect(traceHash(withoutUsage(messages.events))).toBe(traceHash(withoutUsage(chat.events)));

    const file = sessionFileText(documentOf(messages.spec, 'Over Messages'));
    const loaded = loadSessionText(file);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded));
    const replay = await run(runSpecOf(loaded.document), 'replay');
    expect(replay.report.runs[0]).toMatchObject({ endReason: 'final-answer', steps: 2 });
    expect(traceHash(replay.events)).toBe(traceHash(messages.events));

    expect(file).toContain('"x-api-key": "[API key]"');
    for (const text of [file, JSON.stringify(messages.events), traceToOtlpJson(messages.events)])
      expect(text).not.toContain(KEY);
  });

  it('exports its chat spans as Anthropic calls with the cache figures the endpoint reported', async () => {
    const chatSpans = (events: readonly TraceEvent[]) => {
      const request = JSON.parse(traceToOtlpJson(events)) as {
        resourceSpans: { scopeSpans: { spans: { name: string; attributes: OtlpAttribute[] }[] }[] }[];
      };
      return request.resourceSpans
        .flatMap((r) => r.scopeSpans.flatMap((s) => s.spans))
        .filter((span) => span.name.startsWith('chat '))
        .map((span) => Object.fromEntries(span.attributes.map((a) => [a.key, Object.values(a.value)[0]])));
    };
    const messages = chatSpans((await liveOver('anthropic-messages')).events);
    expect(messages.length).toBe(2);
    for (const span of messages)
      expect(span).toMatchObject({
        'gen_ai.provider.name': 'anthropic',
        'gen_ai.usage.cache_read.input_tokens': 4,
        'gen_ai.usage.cache_creation.input_tokens': 2,
      });
    const chat = chatSpans((await liveOver('chat-completions')).events);
    expect(chat[0]).toMatchObject({ 'gen_ai.provider.name': 'openai' });
    // Not reported is left out, never written as 0.
    expect(Object.keys(chat[0]!).filter((key) => key.includes('cache'))).toEqual([]);
  });
});

interface OtlpAttribute {
  readonly key: string;
  readonly value: Record<string, unknown>;
}
