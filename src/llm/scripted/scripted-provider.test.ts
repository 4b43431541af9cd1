import { describe, expect, it } from 'vitest';
import type { ModelDelta, ModelRequest } from '../model-types';
import { ScriptedProvider } from './scripted-provider';

const request: ModelRequest = {
  model: 'm',
  messages: [],
  tools: [],
  toolChoice: 'auto',
  parallelToolCalls: true,
};
const signal = new AbortController().signal;

describe('ScriptedProvider', () => {
  it('plays turns in order with deterministic call ids and serialized arguments', async () => {
    const provider = new ScriptedProvider([
      {
        content: 'Looking.',
        toolCalls: [
          { name: 'Read', arguments: { path: 'a.ts' } },
          { id: 'mine', name: 'LS', arguments: '{bad' },
        ],
      },
      { content: 'Done.' },
    ]);
    const first = await provider.complete(request, { signal });
    expect(first).toEqual({
      ok: true,
      response: {
        content: 'Looking.',
        toolCalls: [
          { id: 'call_1_1', name: 'Read', arguments: '{"path":"a.ts"}' },
          { id: 'mine', name: 'LS', arguments: '{bad' },
        ],
        finishReason: 'tool_calls',
      },
    });
    const second = await provider.complete(request, { signal });
    expect(second.ok && second.response).toEqual({ content: 'Done.', toolCalls: [], finishReason: 'stop' });
    expect(provider.turnsPlayed).toBe(2);
  });

  it('reports an exhausted script as a value', async () => {
    const outcome = await new ScriptedProvider([]).complete(request, { signal });
    expect(!outcome.ok && outcome.error.kind).toBe('script-exhausted');
  });

  it('streams the turn as deltas that reassemble to the arguments', async () => {
    const args = { path: 'src/some/long/path/name.ts', start_line: 40 };
    const deltas: ModelDelta[] = [];
    await new ScriptedProvider([{ toolCalls: [{ name: 'Read', arguments: args }] }]).complete(request, {
      signal,
      onDelta: (d) => deltas.push(d),
    });
    const fragments = deltas.flatMap((d) => (d.type === 'tool-call-arguments' ? [d.fragment] : []));
    expect(fragments.length).toBeGreaterThan(1);
    expect(fragments.join('')).toBe(JSON.stringify(args));
  });

  it('does not consume a turn when already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const provider = new ScriptedProvider([{ content: 'x' }]);
    const outcome = await provider.complete(request, { signal: controller.signal });
    expect(!outcome.ok && outcome.error.kind).toBe('aborted');
    expect(provider.turnsPlayed).toBe(0);
  });
});
