// The lesson gallery, in teaching order. Each built-in lesson is a lesson document (documents/*.lesson.json,
// schema/lesson.schema.json); lessons.test.ts checks every one against the schema and the loader's rules, so
// the cast below holds. Ids are stable: they appear in links (`&lesson=<id>`) and in the pinned trace hashes.
// Imported with a JSON import attribute so Node, the bundler and Playwright's loader all read them the same.
import registration from './documents/01-registration.lesson.json' with { type: 'json' };
import schemaEachStep from './documents/02-schema-each-step.lesson.json' with { type: 'json' };
import parallelReads from './documents/03-parallel-reads.lesson.json' with { type: 'json' };
import brokenCalls from './documents/04-broken-calls.lesson.json' with { type: 'json' };
import permissions from './documents/05-permissions.lesson.json' with { type: 'json' };
import optimisticLock from './documents/06-optimistic-lock.lesson.json' with { type: 'json' };
import circuitBreaker from './documents/07-circuit-breaker.lesson.json' with { type: 'json' };
import toolResult from './documents/08-tool-result.lesson.json' with { type: 'json' };
import budgets from './documents/09-budgets.lesson.json' with { type: 'json' };
import wholeTask from './documents/10-whole-task.lesson.json' with { type: 'json' };
import subagentTodo from './documents/11-subagent-todo.lesson.json' with { type: 'json' };
import strictSchemas from './documents/12-strict-schemas.lesson.json' with { type: 'json' };
import yourOwnModel from './documents/13-your-own-model.lesson.json' with { type: 'json' };
import mcpTools from './documents/14-mcp-tools.lesson.json' with { type: 'json' };
import type { Lesson } from './lesson';

/** The built-in lesson documents as read from their files (before any check: lessons.test.ts checks them). */
export const BUILT_IN_LESSON_FILES: readonly unknown[] = [
  registration,
  schemaEachStep,
  parallelReads,
  brokenCalls,
  permissions,
  optimisticLock,
  circuitBreaker,
  toolResult,
  budgets,
  wholeTask,
  subagentTodo,
  strictSchemas,
  yourOwnModel,
  mcpTools,
];

export const LESSONS: readonly Lesson[] = BUILT_IN_LESSON_FILES as readonly Lesson[];

export function lessonById(id: string): Lesson | undefined {
  return LESSONS.find((lesson) => lesson.id === id);
}

/** The lesson after this one in teaching order, for the ending's "next lesson" (none after the last). */
export function nextLessonAfter(id: string): Lesson | undefined {
  const index = LESSONS.findIndex((lesson) => lesson.id === id);
  return index < 0 ? undefined : LESSONS[index + 1];
}
