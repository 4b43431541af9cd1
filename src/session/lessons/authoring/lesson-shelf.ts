// Where the lessons a person wrote are kept ("Your lessons"): one record per lesson id, holding the checked
// lesson document and when it was saved. In the page it is IndexedDB (export/idb/idb-lesson-shelf.ts); tests
// use the in-memory shelf below. Every method resolves once its change is durable, or with a refusal that
// changed nothing. Reading checks every stored document again: one that no longer loads is listed as refused
// (with its reason), never opened.
import type { Lesson } from '../lesson';
import { loadLessonValue } from '../load-lesson';

export interface ShelvedLesson {
  readonly id: string;
  readonly lesson: Lesson;
  readonly savedAt: string;
}

export interface RefusedShelfRecord {
  readonly id: string;
  readonly reason: string;
}

export interface ShelfRead {
  readonly lessons: readonly ShelvedLesson[];
  readonly refused: readonly RefusedShelfRecord[];
}

export type ShelfChange<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

export interface LessonShelf {
  read(): Promise<ShelfChange<ShelfRead>>;
  /** Saves the lesson under its id (a lesson saved again replaces its earlier version). */
  put(lesson: Lesson, savedAt: string): Promise<ShelfChange<ShelvedLesson>>;
  remove(id: string): Promise<ShelfChange<string>>;
}

/** Stored records, newest first, split into lessons that load and those that do not. */
export function readShelfRecords(records: readonly unknown[]): ShelfRead {
  const lessons: ShelvedLesson[] = [];
  const refused: RefusedShelfRecord[] = [];
  for (const record of records) {
    const { id, lesson, savedAt } = (record ?? {}) as Partial<Record<string, unknown>>;
    if (typeof id !== 'string') continue;
    const loaded = loadLessonValue(lesson);
    if (!loaded.ok) refused.push({ id, reason: loaded.reason });
    else lessons.push({ id, lesson: loaded.lesson, savedAt: typeof savedAt === 'string' ? savedAt : '' });
  }
  lessons.sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0));
  return { lessons, refused };
}

/** A refusal for a lesson that does not load: nothing invalid is ever kept. */
export function shelfCheck(lesson: Lesson): ShelfChange<Lesson> {
  const loaded = loadLessonValue(lesson);
  return loaded.ok ? { ok: true, value: loaded.lesson } : { ok: false, reason: loaded.reason };
}

/** The shelf in memory (tests; a browser without IndexedDB keeps lessons for the visit only). */
export function memoryLessonShelf(): LessonShelf {
  const records = new Map<string, ShelvedLesson>();
  return {
    read: () => Promise.resolve({ ok: true, value: readShelfRecords([...records.values()]) }),
    put: (lesson, savedAt) => {
      const checked = shelfCheck(lesson);
      if (!checked.ok) return Promise.resolve(checked);
      const kept = { id: lesson.id, lesson: checked.value, savedAt };
      records.set(lesson.id, kept);
      return Promise.resolve({ ok: true, value: kept });
    },
    remove: (id) => {
      records.delete(id);
      return Promise.resolve({ ok: true, value: id });
    },
  };
}
