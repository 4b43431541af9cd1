// The host tells the page every time what a session records changes, so the library can save each input a
// person makes — also the ones that release no trace event (an edit while paused, a clock advance waiting
// for the next boundary) — and say which state a save wrote.
import { describe, expect, it } from 'vitest';
import { counterStepAt, pointOf, type TraceEvent } from '../../engine';
import { scriptedSpec } from '../testing/spec-builders';
import type { RecordedRevision } from '../worker/runtime-protocol';
import { createRuntimeHost } from './runtime-host';

const files = { 'a.txt': 'one\n' };
const turns = [{ toolCalls: [{ name: 'Read', arguments: { path: 'a.txt' } }] }, { content: 'Read it.' }];

function host() {
  const trace: TraceEvent[] = [];
  const revisions: RecordedRevision[] = [];
  const handlers = createRuntimeHost(
    {},
    {
      trace: (events) => trace.push(...events),
      status: () => undefined,
      recorded: (revision) => revisions.push(revision),
    },
  );
  return { handlers, trace, revisions };
}

const edit = (content: string) =>
  ({
    type: 'workspace-edit',
    source: 'editor',
    changes: [{ type: 'file', path: 'a.txt', encoding: 'utf8', content }],
  }) as const;

describe('recorded revision', () => {
  it('moves on an edit made while paused, which releases no event', async () => {
    const { handlers, trace, revisions } = host();
    await handlers.load({ spec: scriptedSpec(turns, { files }), mode: 'replay' });
    await handlers.start({});
    const loaded = revisions.at(-1)!.revision;
    const shownBefore = trace.length;
    await handlers.input({ input: edit('edited\n') });
    expect(trace.length).toBe(shownBefore); // nothing released: an autosave keyed on events never fires
    expect(revisions.at(-1)!.revision).toBeGreaterThan(loaded);
    const state = await handlers.recordedState({});
    expect(state?.revision).toBe(revisions.at(-1)!.revision);
    expect(state?.spec.inputs).toMatchObject([{ type: 'workspace-edit', source: 'editor' }]);
    expect(state?.pending).toEqual([]);
  });

  it('counts an input waiting for the next boundary as pending, and queues it again as it was', async () => {
    const { handlers, revisions } = host();
    await handlers.load({ spec: scriptedSpec(turns, { files }), mode: 'replay' });
    await handlers.start({});
    await handlers.input({ input: { type: 'clock-advance', ms: 5000 } });
    expect(revisions.at(-1)?.pending).toBe(1);
    const state = await handlers.recordedState({});
    expect(state?.pending).toEqual([{ type: 'clock-advance', ms: 5000 }]);
    expect(state?.spec.inputs).toEqual([]);

    // A reopened session gets its pending inputs back, queued, not applied.
    await handlers.load({ spec: scriptedSpec(turns, { files }), mode: 'replay' });
    await handlers.start({});
    expect((await handlers.recordedState({}))?.pending).toEqual([]);
    expect(await handlers.queueInputs({ inputs: state!.pending })).toEqual({ queued: 1 });
    expect((await handlers.recordedState({}))?.pending).toEqual([{ type: 'clock-advance', ms: 5000 }]);
  });

  it('moves on a user message and on each model exchange, never repeating across loads', async () => {
    const { handlers, trace, revisions } = host();
    await handlers.load({ spec: scriptedSpec(turns, { files }), mode: 'replay', start: 'run' });
    const first = revisions.at(-1)!.revision;
    await handlers.start({});
    for (let i = 0; i < 200 && trace.at(-1)?.type !== 'run-end'; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 0));
    // One for the message, one per scripted response (two), at least.
    expect(revisions.at(-1)!.revision - first).toBeGreaterThanOrEqual(3);
    const seen = revisions.map((r) => r.revision);
    await handlers.load({ spec: scriptedSpec(turns, { files }), mode: 'replay' });
    expect(seen).not.toContain(revisions.at(-1)!.revision);
  });

  it('says where the trace stood when its spec was read: the point, the step and the status (issue 36)', async () => {
    const { handlers, trace } = host();
    await handlers.load({ spec: scriptedSpec(turns, { files }), mode: 'replay' });
    await handlers.start({});
    await handlers.control({ command: 'step-over' });
    for (let i = 0; i < 200 && !trace.some((e) => e.type === 'step-end'); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 0));
    const paused = (await handlers.recordedState({}))!.at;
    expect(paused.point).toBeGreaterThan(0);
    expect(paused).toMatchObject({ point: pointOf(trace), step: counterStepAt(trace, null) });
    expect(paused.status).toMatchObject({ phase: 'running', paused: true, released: trace.length });

    await handlers.control({ command: 'run' });
    for (let i = 0; i < 200 && trace.at(-1)?.type !== 'run-end'; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 0));
    const ended = (await handlers.recordedState({}))!;
    expect(ended.at).toMatchObject({ point: pointOf(trace), step: 2 });
    expect(ended.at.status).toMatchObject({ phase: 'finished', lastRun: { endReason: 'final-answer' } });
    expect(ended.spec.cassette?.entries).toHaveLength(2); // the spec holds every answer up to that point
  });
});
