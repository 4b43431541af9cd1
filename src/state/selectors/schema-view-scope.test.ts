// Lesson 11 runs a Task: the subagent builds its own schema, then the main agent builds its next one. Each is
// compared with the earlier build of the same agent, so a Task never makes the main agent's tools look "added".
import { beforeAll, describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine';
import { lessonById } from '../../session/lessons/lesson-catalog';
import { runDocumentInProcess } from '../../session/lessons/run-lesson-in-process';
import { eventsAsOf } from './as-of';
import { selectSchemaView } from './schema-view';

let events: TraceEvent[] = [];
beforeAll(async () => {
  const run = await runDocumentInProcess(lessonById('subagent-todo')!.document);
  if (!run.ok) throw new Error(run.reason);
  events = [...run.events];
});

const buildsOf = (scope: (s: string | undefined) => boolean) =>
  events.filter((e) => e.type === 'schema-build' && scope(e.scope));

describe('the Schema tab around a subagent', () => {
  it('compares the main agent’s build after a Task with its own build before it', () => {
    const subagentBuild = buildsOf((s) => s?.startsWith('task:') ?? false)[0]!;
    const mainAfter = buildsOf((s) => s === undefined).find((e) => e.seq > subagentBuild.seq)!;
    const view = selectSchemaView(eventsAsOf(events, mainAfter.seq))!;
    expect(view.build.scope).toBeUndefined();
    expect(view.previous?.scope).toBeUndefined();
    expect(view.rows.filter((r) => r.change !== 'same')).toEqual([]);
  });

  it('shows a subagent’s first build on its own, not as the main agent’s tools removed', () => {
    const subagentBuild = buildsOf((s) => s?.startsWith('task:') ?? false)[0]!;
    const view = selectSchemaView(eventsAsOf(events, subagentBuild.seq))!;
    expect(view.build.scope).toMatch(/^task:/);
    expect(view.previous).toBeNull();
    expect(view.rows.every((r) => r.change === 'same')).toBe(true);
  });
});
