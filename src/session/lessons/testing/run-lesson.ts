// For tests: a built-in lesson run to its end in the in-process runtime, on its recorded answers (a question
// no recording answers fails the run instead of waiting).
import { createInProcessRuntime } from '../../../runtime/host/node-runtime';
import { runSpecOf } from '../../session-document';
import type { LessonLanguage } from '../lesson';
import { LESSONS } from '../lesson-catalog';
import { lessonDocumentIn } from '../lesson-variants';

/** `lang`: the conversation the lesson is told in (lesson-variants.ts). */
export async function runLessonToEnd(id: string, lang: LessonLanguage = 'en') {
  const lesson = LESSONS.find((l) => l.id === id);
  if (!lesson) throw new Error(`no lesson ${id}`);
  const created = await createInProcessRuntime(runSpecOf(lessonDocumentIn(lesson, lang)), {
    mode: 'replay',
    askPolicy: { kind: 'fail' },
  });
  if (!created.ok) throw new Error(created.reason);
  await created.runtime.runAll();
  return {
    lesson,
    document: lessonDocumentIn(lesson, lang),
    runtime: created.runtime,
    events: created.runtime.log.events,
    workspace: created.workspace,
  };
}
