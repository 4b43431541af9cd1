// A lesson's guide over a run with a Task subagent: the subagent's step-ends and run-end are its own, so
// they neither complete a lesson step nor end the lesson.
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../runtime/scenarios/scenario-kit';
import { TASK_SCOPE, taskSpec } from '../../runtime/testing/task-spec';
import { guideState } from './guide-state';
import { lessonById } from './lesson-catalog';

describe('the guide over a Task subagent’s run', () => {
  it('does not end the lesson, nor complete a step, at the subagent’s run-end', async () => {
    const { events } = await runScenario(taskSpec());
    const nestedEnd = events.findIndex((e) => e.type === 'run-end' && e.scope === TASK_SCOPE);
    const lesson = lessonById('registration')!;
    const inside = guideState(lesson, events.slice(0, nestedEnd + 1));
    expect(inside).toMatchObject({ ended: false, completedStep: 0 });
    expect(guideState(lesson, events)).toMatchObject({ ended: true, completedStep: 3 });
  });
});
