// A recorded live answer replays in the deltas it arrived in (issue 36, item 5): the step counter numbers
// events by their seq, deltas included, so a reload that cut the same answer into token pieces showed
// "event #145" where the live run had said "#8" for the same point and hash. Recorded with the real `openai`
// SDK against the local server, for every way an answer can come: streamed over either API, whole, or
// failing half-way through its stream.
import { describe, expect, it } from 'vitest';
import type { ModelDelta, ModelOutcome } from '../model-types';
import { OpenAICompatibleProvider } from '../openai/openai-provider';
import type { ServerReply } from '../testing/openai-compatible-server';
import { streamChunks } from '../testing/completion-bodies';
import { useLocalServer } from '../testing/local-server-hooks';
import { readRequest } from '../testing/provider-fixtures';
import { CassetteProvider } from './cassette-provider';
import { RecordingProvider } from './recording-provider';

const request = readRequest('Read both files and say what they hold.');
// Long enough that the server's 7-character fragments and the token pieces of a replay differ in count.
const answer = {
  content: 'Both files export one constant each, and the second one depends on the first in its value.',
  toolCalls: [{ id: 'call_1', name: 'Read', arguments: '{"path":"src/a.ts","offset":1,"limit":200}' }],
};
const server = useLocalServer();

async function deltasOf(provider: {
  complete: OpenAICompatibleProvider['complete'];
}): Promise<{ outcome: ModelOutcome; deltas: ModelDelta[] }> {
  const deltas: ModelDelta[] = [];
  const outcome = await provider.complete(request, {
    signal: new AbortController().signal,
    onDelta: (delta) => deltas.push(delta),
  });
  return { outcome, deltas };
}

/** The deltas of one live exchange, and those its recording replays. */
async function liveAndReplayed(reply: ServerReply, options: { stream: boolean; api?: 'responses' }) {
  server().enqueue(reply);
  const recorder = new RecordingProvider(
    new OpenAICompatibleProvider({
      baseURL: server().baseURL,
      apiKey: 'sk-replay-as-arrived',
      model: 'gpt-test',
      stream: options.stream,
      ...(options.api ? { api: options.api } : {}),
    }),
  );
  const live = await deltasOf(recorder);
  const replayed = await deltasOf(new CassetteProvider(recorder.cassette()));
  expect(replayed.outcome).toEqual(live.outcome);
  return { live, replayed };
}

describe('a recorded answer replays as it arrived', () => {
  it('a streamed chat completion: the same deltas, one per chunk that carried something', async () => {
    const { live, replayed } = await liveAndReplayed({ type: 'answer', answer }, { stream: true });
    expect(live.deltas.length).toBeGreaterThan(10);
    expect(replayed.deltas).toEqual(live.deltas);
  });

  it('a streamed Responses API answer: the same deltas', async () => {
    const { live, replayed } = await liveAndReplayed(
      { type: 'answer', answer },
      { stream: true, api: 'responses' },
    );
    expect(live.deltas.length).toBeGreaterThan(2);
    expect(replayed.deltas).toEqual(live.deltas);
  });

  it('an answer that came whole streamed nothing live, and streams nothing in replay', async () => {
    const { live, replayed } = await liveAndReplayed({ type: 'answer', answer }, { stream: false });
    expect(live.outcome.ok).toBe(true);
    expect(live.deltas).toEqual([]);
    expect(replayed.deltas).toEqual([]);
  });

  it('a stream that broke half-way: the deltas that came before the bad chunk, then the same error', async () => {
    const chunks = [...streamChunks(answer, 'gpt-test').slice(0, 6), { choices: 'not a list' }];
    const { live, replayed } = await liveAndReplayed({ type: 'chunks', chunks }, { stream: true });
    expect(live.outcome.ok).toBe(false);
    expect(live.deltas.length).toBeGreaterThan(2);
    expect(replayed.deltas).toEqual(live.deltas);
  });
});
