// Record a run against a live (local) OpenAI-compatible endpoint through the real SDK, stop the server, and
// replay the recorded session file with `npm run replay`: the trace hash must be the live run's.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TraceEvent } from '../engine';
import {
  startOpenAICompatibleServer,
  type OpenAICompatibleServer,
} from '../llm/testing/openai-compatible-server';
import { enqueueTwoTurnReads, twoTurnFiles } from '../llm/testing/provider-fixtures';
import { createInProcessRuntime } from '../runtime/host/node-runtime';
import { credentialFor } from '../runtime/providers/endpoint-credential';
import type { RunSpec } from '../runtime/spec/run-spec';
import { scriptedSpec } from '../runtime/testing/spec-builders';
import { documentOf } from '../session/session-document';
import { traceHash } from '../session/trace-hash';
import { EXIT, replayMain } from './replay';

let server: OpenAICompatibleServer | undefined;
afterEach(async () => {
  await server?.close();
});

const files = twoTurnFiles;

async function runWith(spec: RunSpec, mode: 'live' | 'replay', apiKey?: string) {
  const credential =
    apiKey && spec.provider.kind === 'endpoint' ? credentialFor(spec.provider.baseURL, apiKey) : undefined;
  const created = await createInProcessRuntime(spec, {
    mode,
    ...(credential ? { secrets: { credential } } : {}),
  });
  if (!created.ok) throw new Error(created.reason);
  const report = await created.runtime.runAll();
  return { runtime: created.runtime, report, events: created.runtime.log.events };
}

describe('record with a live endpoint, replay offline', () => {
  it.each([true, false])('gives the same trace hash (streaming: %s)', async (stream) => {
    server = await startOpenAICompatibleServer();
    enqueueTwoTurnReads(server);
    const live: RunSpec = {
      ...scriptedSpec([], { files, tools: ['Read'] }),
      provider: {
        kind: 'endpoint',
        api: 'chat-completions',
        model: 'local-model',
        baseURL: server.baseURL,
        stream,
      },
    };
    const recorded = await runWith(live, 'live', 'sk-local-secret');
    expect(recorded.report.runs[0]).toMatchObject({ endReason: 'final-answer', steps: 2 });
    const spec = recorded.runtime.exportSpec();
    expect(JSON.stringify(spec)).not.toContain('sk-local-secret');
    expect(JSON.stringify(recorded.events)).not.toContain('sk-local-secret');
    expect(spec.cassette?.entries).toHaveLength(2);

    await server.close();
    server = undefined;
    const file = join(mkdtempSync(join(tmpdir(), 'record-')), 'recorded.session.json');
    writeFileSync(file, JSON.stringify(documentOf(spec, 'recorded live')));
    const out: string[] = [];
    const code = await replayMain([file, '--json'], { out: (l) => out.push(l), err: (l) => out.push(l) });
    expect(code).toBe(EXIT.ok);
    expect(out.at(-1)).toBe(`traceHash=${traceHash(recorded.events)}`);
    // The replay streams each answer in the deltas it arrived in (none when it came whole), so every event
    // keeps its live seq: the numbers the step counter shows are the live run's (issue 36).
    const replayed = out.slice(0, -1).map((line) => JSON.parse(line) as TraceEvent);
    const deltas = (events: readonly TraceEvent[]) => events.filter((e) => e.type === 'model-delta').length;
    expect(deltas(replayed) > 0).toBe(stream);
    expect(replayed.map((e) => [e.seq, e.type])).toEqual(recorded.events.map((e) => [e.seq, e.type]));
  });

  it('replays a Stop pressed in mid-stream: the cassette keeps the aborted outcome', async () => {
    server = await startOpenAICompatibleServer();
    server.enqueue({
      type: 'answer',
      answer: {
        toolCalls: [{ id: 'call_a', name: 'Read', arguments: '{"path":"src/a.ts","start_line":1}' }],
      },
      stallAfterChunks: 4,
    });
    const live: RunSpec = {
      ...scriptedSpec([], { files, tools: ['Read'] }),
      provider: {
        kind: 'endpoint',
        api: 'chat-completions',
        model: 'local-model',
        baseURL: server.baseURL,
        stream: true,
      },
    };
    const created = await createInProcessRuntime(live, {
      mode: 'live',
      secrets: { credential: credentialFor(server.baseURL, 'sk-x')! },
    });
    if (!created.ok) throw new Error(created.reason);
    const { runtime } = created;
    runtime.log.subscribe((event) => {
      if (event.type === 'model-delta') runtime.stop();
    });
    const report = await runtime.runAll();
    expect(report.runs[0]).toMatchObject({ endReason: 'aborted', steps: 1 });
    const spec = runtime.exportSpec();
    expect(spec.cassette?.entries[0]?.outcome).toMatchObject({ ok: false, error: { kind: 'aborted' } });

    await server.close();
    server = undefined;
    const file = join(mkdtempSync(join(tmpdir(), 'record-')), 'stopped.session.json');
    writeFileSync(file, JSON.stringify(documentOf(spec, 'stopped live')));
    const out: string[] = [];
    expect(await replayMain([file], { out: (l) => out.push(l), err: (l) => out.push(l) })).toBe(EXIT.ok);
    expect(out.at(-1)).toBe(`traceHash=${traceHash(runtime.log.events)}`);
  });
});
