// Pinned trace hashes: what each lesson must reproduce. A lesson the runtime cannot run yet (a built-in tool
// it does not bind) is pinned with that reason instead, so the day the tool arrives the test fails and says
// to re-pin, rather than passing silently. `scripts/pin-lessons.mjs` rewrites the file on purpose.
// A lesson told in another language (lesson-variants.ts) runs another trace, so each variant has its own
// pin beside the English one: `{ traceHash, variants: { zh: { traceHash } } }`. A reader of the older shape
// (the English pin at the top) reads the same file as before.
import pins from './lesson-pins.json';
import type { Lesson, LessonLanguage } from './lesson';
import { conversationLanguages, lessonDocumentIn } from './lesson-variants';
import { runDocumentInProcess } from './run-lesson-in-process';

export type SinglePin = { readonly traceHash: string } | { readonly unavailable: string };

/** The English pin, and the pins of the lesson's other languages. */
export type LessonPin = SinglePin & {
  readonly variants?: { readonly [lang in Exclude<LessonLanguage, 'en'>]?: SinglePin };
};

export const LESSON_PINS: Readonly<Record<string, LessonPin>> = pins;

/** The pin of the lesson's conversation in this language (English: the top-level one). */
export function pinIn(pin: LessonPin | undefined, lang: LessonLanguage): SinglePin | undefined {
  if (pin === undefined || lang !== 'en') return pin?.variants?.[lang as Exclude<LessonLanguage, 'en'>];
  return 'traceHash' in pin ? { traceHash: pin.traceHash } : { unavailable: pin.unavailable };
}

async function pinOfDocument(lesson: Lesson, lang: LessonLanguage): Promise<SinglePin> {
  const run = await runDocumentInProcess(lessonDocumentIn(lesson, lang));
  return run.ok ? { traceHash: run.traceHash } : { unavailable: run.reason };
}

/** Every language the lesson is told in, run and pinned. */
export async function pinOf(lesson: Lesson): Promise<LessonPin> {
  const english = await pinOfDocument(lesson, 'en');
  const variants: Partial<Record<LessonLanguage, SinglePin>> = {};
  for (const lang of conversationLanguages(lesson)) {
    if (lang !== 'en') variants[lang] = await pinOfDocument(lesson, lang);
  }
  return Object.keys(variants).length === 0 ? english : { ...english, variants };
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
