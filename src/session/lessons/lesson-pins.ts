// Pinned trace hashes: what each lesson must reproduce. A lesson the runtime cannot run yet (a built-in tool
// it does not bind) is pinned with that reason instead, so the day the tool arrives the test fails and says
// to re-pin, rather than passing silently. `scripts/pin-lessons.mjs` rewrites the file on purpose.
import pins from './lesson-pins.json';
import type { Lesson } from './lesson';
import { runDocumentInProcess } from './run-lesson-in-process';

export type LessonPin = { readonly traceHash: string } | { readonly unavailable: string };

export const LESSON_PINS: Readonly<Record<string, LessonPin>> = pins;

export async function pinOf(lesson: Lesson): Promise<LessonPin> {
  const run = await runDocumentInProcess(lesson.document);
  return run.ok ? { traceHash: run.traceHash } : { unavailable: run.reason };
}

export interface PinChange {
  readonly id: string;
  readonly before: LessonPin | undefined;
  readonly after: LessonPin;
}

export async function repin(
  lessons: readonly Lesson[],
  current: Readonly<Record<string, LessonPin>>,
): Promise<{ readonly pins: Record<string, LessonPin>; readonly changes: readonly PinChange[] }> {
  const next: Record<string, LessonPin> = {};
  const changes: PinChange[] = [];
  for (const lesson of lessons) {
    const after = await pinOf(lesson);
    next[lesson.id] = after;
    const before = current[lesson.id];
    if (JSON.stringify(before) !== JSON.stringify(after)) changes.push({ id: lesson.id, before, after });
  }
  return { pins: next, changes };
}
