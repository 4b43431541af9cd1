// Loading a session or a lesson compiles no schema: their validators were generated ahead of time (decision
// 0113), so the page needs no `new Function` for them (its Content-Security-Policy has no 'unsafe-eval') and
// spends no start-up time compiling (issue 37; before, ajv compiled the session schema on the page).
import { Ajv } from 'ajv';
import { expect, it, vi } from 'vitest';

it('checks sessions and lessons, good and broken, without compiling a schema', async () => {
  const compile = vi.spyOn(Ajv.prototype, 'compile');
  const { loadSessionValue } = await import('./load-session');
  const { loadLessonValue } = await import('./lessons/load-lesson');
  const { lessonById } = await import('./lessons/lesson-catalog');
  const lesson = JSON.parse(JSON.stringify(lessonById('registration'))) as { document: object };

  expect(loadSessionValue(lesson.document)).toMatchObject({ ok: true });
  expect(loadSessionValue({ ...lesson.document, title: 7 })).toMatchObject({ ok: false });
  expect(loadLessonValue(lesson)).toMatchObject({ ok: true });
  expect(loadLessonValue({ ...lesson, guide: 7 })).toMatchObject({ ok: false });
  expect(compile).not.toHaveBeenCalled();
});
