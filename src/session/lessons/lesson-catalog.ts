// The lesson gallery, in teaching order. Ids are stable: they appear in links (`&lesson=<id>`) and in the
// pinned trace hashes.
import { registrationLesson } from './01-registration';
import { schemaEachStepLesson } from './02-schema-each-step';
import { parallelReadsLesson } from './03-parallel-reads';
import { brokenCallsLesson } from './04-broken-calls';
import { permissionsLesson } from './05-permissions';
import { optimisticLockLesson } from './06-optimistic-lock';
import { circuitBreakerLesson } from './07-circuit-breaker';
import { toolResultLesson } from './08-tool-result';
import { budgetsLesson } from './09-budgets';
import { wholeTaskLesson } from './10-whole-task';
import type { Lesson } from './lesson';

export const LESSONS: readonly Lesson[] = [
  registrationLesson,
  schemaEachStepLesson,
  parallelReadsLesson,
  brokenCallsLesson,
  permissionsLesson,
  optimisticLockLesson,
  circuitBreakerLesson,
  toolResultLesson,
  budgetsLesson,
  wholeTaskLesson,
];

export function lessonById(id: string): Lesson | undefined {
  return LESSONS.find((lesson) => lesson.id === id);
}
