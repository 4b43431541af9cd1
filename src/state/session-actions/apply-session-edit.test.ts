import { describe, expect, it } from 'vitest';
import { lessonById } from '../../session/lessons/lesson-catalog';
import { runSpecOf } from '../../session/session-document';
import type { RunSpec } from '../runtime-slice';
import { planProviderChange, planToolSetChange } from '../session-edit/reload-plan';
import { createAppStore } from '../store';
import { applySessionEdit } from './apply-session-edit';
import { fakeDeps } from './testing/fake-deps';
import { fakeRuntime } from './testing/fake-runtime';

const lesson = runSpecOf(lessonById('registration')!.document);

/** A store showing `spec` as opened in a fake runtime. */
async function opened(spec: RunSpec = lesson) {
  const store = createAppStore('en');
  const runtime = fakeRuntime(store);
  const deps = fakeDeps({ store, runtime });
  await store.getState().openSession(spec, 'Registration');
  runtime.loads.length = 0;
  return { store, runtime, deps };
}

describe('applying an edit to the open session (export → plan → reload)', () => {
  it('plans from the exported spec and the state when asked, and reloads the runtime with the plan', async () => {
    const { store, runtime, deps } = await opened();
    const tools = { ...lesson.tools, builtin: ['Read' as const] };
    let planned: { spec: RunSpec; events: number } | null = null;
    const edit = await applySessionEdit(deps, (spec, state) => {
      planned = { spec, events: state.events.length };
      return planToolSetChange(spec, tools);
    });
    expect(planned).toEqual({ spec: lesson, events: 0 });
    expect(edit).toEqual({ kind: 'applied', exported: lesson, forkStep: null });
    expect(runtime.loads).toHaveLength(1);
    expect(runtime.loads[0]!.spec.tools).toEqual(tools);
    expect(runtime.loads[0]!.options).toEqual({ mode: 'live' });
    // The reload keeps the session's title on screen.
    expect(store.getState().traceSource).toMatchObject({ kind: 'runtime', title: 'Registration' });
  });

  it('says there is no session when the runtime has none to export, or there is no runtime', async () => {
    const { runtime, deps } = await opened();
    runtime.exported = null;
    expect(await applySessionEdit(deps, (spec) => planToolSetChange(spec, spec.tools))).toEqual({
      kind: 'no-session',
    });
    expect(runtime.loads).toEqual([]);
    const bare = fakeDeps();
    expect(await applySessionEdit(bare, (spec) => planToolSetChange(spec, spec.tools))).toEqual({
      kind: 'no-session',
    });
  });

  it("returns the plan's refusal without reloading anything", async () => {
    const { cassette: _recorded, ...unrecorded } = lesson;
    const { runtime, deps } = await opened(unrecorded);
    const edit = await applySessionEdit(deps, (spec, state) =>
      planProviderChange(spec, state.events, state.cursorSeq, 'replay'),
    );
    expect(edit).toEqual({
      kind: 'refused',
      reason: 'This session has no recorded responses to replay yet.',
    });
    expect(runtime.loads).toEqual([]);
  });

  it("returns the runtime's refusal of the planned spec, and the conversation shows it", async () => {
    const { store, runtime, deps } = await opened();
    runtime.loadOutcome = { ok: false, reason: 'An API key is needed for the OpenAI-compatible provider.' };
    const edit = await applySessionEdit(deps, (spec) => planToolSetChange(spec, spec.tools));
    expect(edit).toEqual({
      kind: 'refused',
      reason: 'An API key is needed for the OpenAI-compatible provider.',
    });
    expect(store.getState().traceError).toBe('An API key is needed for the OpenAI-compatible provider.');
  });

  it('is refused, with nothing exported or reloaded, in a tab where another tab saves the session', async () => {
    const { store, runtime, deps } = await opened();
    store.getState().setActiveSession('s1', 'then');
    store.getState().setEntryLock({ id: 's1', state: 'elsewhere' });
    const edit = await applySessionEdit(deps, (spec) => planToolSetChange(spec, spec.tools));
    expect(edit).toMatchObject({ kind: 'refused' });
    expect(runtime.loads).toHaveLength(0);
    expect(store.getState().notice?.kind).toBe('error');
  });
});
