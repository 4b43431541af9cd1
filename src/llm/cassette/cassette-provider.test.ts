import { describe, expect, it } from 'vitest';
import type { ModelRequest } from '../model-types';
import { ScriptedProvider } from '../scripted/scripted-provider';
import { CassetteProvider } from './cassette-provider';
import { RecordingProvider } from './recording-provider';

const signal = new AbortController().signal;
const ask = (content: string): ModelRequest => ({
  model: 'm',
  messages: [{ role: 'user', content }],
  tools: [],
  toolChoice: 'auto',
  parallelToolCalls: false,
});

async function record() {
  const recorder = new RecordingProvider(
    new ScriptedProvider([{ toolCalls: [{ name: 'LS', arguments: {} }] }, { content: 'done' }], 'script-a'),
  );
  await recorder.complete(ask('first'), { signal });
  await recorder.complete(ask('second'), { signal });
  return recorder.cassette();
}

describe('cassette record and replay', () => {
  it('records each exchange with the identity but without the model name in requests', async () => {
    const cassette = await record();
    expect(cassette.recordedWith).toEqual({ kind: 'scripted', model: 'script-a' });
    expect(cassette.entries).toHaveLength(2);
    expect(cassette.entries[0]!.request).not.toHaveProperty('model');
  });

  it('records a request by reference: the history it carries is not copied at every call (issue 13)', async () => {
    // Each request holds the whole history so far, so a copy per call grew with the square of the run.
    const recorder = new RecordingProvider(new ScriptedProvider([{ content: 'a' }, { content: 'b' }], 's'));
    const history = [{ role: 'user' as const, content: 'first' }];
    const first: ModelRequest = { ...ask('first'), messages: history };
    const second: ModelRequest = { ...ask('x'), messages: [...history, { role: 'assistant', content: 'a' }] };
    await recorder.complete(first, { signal });
    await recorder.complete(second, { signal });
    const [one, two] = recorder.cassette().entries;
    expect(one!.request.messages).toBe(first.messages);
    expect(two!.request.messages[0]).toBe(history[0]);
  });

  it('replays the same responses for the same requests', async () => {
    const cassette = await record();
    const replay = new CassetteProvider(cassette);
    const first = await replay.complete(ask('first'), { signal });
    const second = await replay.complete(ask('second'), { signal });
    expect(first).toEqual(cassette.entries[0]!.outcome);
    expect(second).toEqual(cassette.entries[1]!.outcome);
    expect(replay.identity.kind).toBe('cassette');
  });

  it('says at which request and where the run diverged', async () => {
    const replay = new CassetteProvider(await record());
    await replay.complete(ask('first'), { signal });
    const outcome = await replay.complete(ask('changed'), { signal });
    expect(!outcome.ok && outcome.error.kind).toBe('diverged');
    expect(!outcome.ok && outcome.error.message).toBe(
      'Request 2 differs from the recording at messages[0].content: recorded "second", now "changed".',
    );
  });

  it('reports a request past the end of the recording as a divergence', async () => {
    const replay = new CassetteProvider(await record());
    await replay.complete(ask('first'), { signal });
    await replay.complete(ask('second'), { signal });
    const outcome = await replay.complete(ask('third'), { signal });
    expect(!outcome.ok && outcome.error.message).toContain('Request 3 was never recorded');
  });
});
