// How a kept or shared document opens: its recording first, and past the recording what answered the model
// before — a person stays the model (a reload of a human-as-model session went on with "Request 2 was never
// recorded: the cassette holds 1"), a script goes on with its script; only an endpoint's session stays on
// its recording until a key is entered for that endpoint (docs/sharing.md).
import { describe, expect, it } from 'vitest';
import { createInProcessRuntime } from '../../runtime/host/node-runtime';
import type { InProcessOptions } from '../../runtime/host/node-runtime';
import type { RunSpec } from '../../runtime/spec/run-spec';
import { scriptedSpec } from '../../runtime/testing/spec-builders';
import { openingMode } from './reload-plan';

/** A person answering turn after turn: a Read first, then a final answer. */
type HumanTurnSource = NonNullable<NonNullable<InProcessOptions['secrets']>['human']>;

function person(): HumanTurnSource & { asked: number } {
  const source = {
    asked: 0,
    nextTurn: () => {
      source.asked += 1;
      return Promise.resolve(
        source.asked === 1
          ? { content: '', toolCalls: [{ id: 'call_1', name: 'Read', arguments: '{"path":"a.txt"}' }] }
          : { content: 'Done.', toolCalls: [] },
      );
    },
  };
  return source;
}

const humanSpec: RunSpec = {
  ...scriptedSpec([], { files: { 'a.txt': 'a\n' }, tools: ['Read'] }),
  provider: { kind: 'human', model: 'human' },
};

describe('openingMode', () => {
  it('a human-as-model session with a recorded turn goes on with the person after it', async () => {
    // The person answers the first turn, then the page is reloaded while the second is asked.
    const once = person();
    const first = await createInProcessRuntime(humanSpec, {
      mode: 'live',
      secrets: {
        human: {
          nextTurn: (...args) => (once.asked === 0 ? once.nextTurn(...args) : new Promise(() => undefined)),
        },
      },
    });
    if (!first.ok) throw new Error(first.reason);
    void first.runtime.runAll();
    await until(() => first.runtime.log.events.some((e) => e.type === 'step-end'));
    const kept = first.runtime.exportSpec();
    first.dispose();
    expect(kept.cassette?.entries).toHaveLength(1);

    const again = person();
    again.asked = 1; // the first turn is in the recording
    const reopened = await createInProcessRuntime(kept, {
      mode: openingMode(kept),
      secrets: { human: again },
    });
    if (!reopened.ok) throw new Error(reopened.reason);
    const report = await reopened.runtime.runAll();
    expect(report.runs.at(-1)?.modelError).toBeUndefined();
    expect(report.runs.at(-1)?.finalText).toBe('Done.');
    expect(again.asked).toBe(2);
  });

  it('a scripted session goes on with its script, an endpoint session stays on its recording', () => {
    const cassette = { entries: [] } as unknown as NonNullable<RunSpec['cassette']>;
    expect(openingMode(scriptedSpec([{ content: 'hi' }]))).toBe('replay');
    const endpoint: RunSpec = {
      ...humanSpec,
      provider: {
        kind: 'endpoint',
        api: 'chat-completions',
        model: 'm',
        baseURL: 'http://127.0.0.1:1/v1',
        stream: true,
      },
    };
    expect(openingMode(endpoint)).toBe('live');
    expect(openingMode({ ...humanSpec, cassette })).toBe('replay');
    const recorded = { entries: [{ request: {}, outcome: { ok: true } }] } as unknown as NonNullable<
      RunSpec['cassette']
    >;
    expect(openingMode({ ...endpoint, cassette: recorded })).toBe('replay');
    expect(openingMode({ ...humanSpec, cassette: recorded })).toBe('continue');
  });
});

async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i += 1) await new Promise((r) => setTimeout(r, 0));
  if (!condition()) throw new Error('never happened');
}
