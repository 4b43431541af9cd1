// "Your lessons" in this browser: IndexedDB (session/export/idb/idb-lesson-shelf.ts), in memory where the
// page has none. The shelf checks documents against the lesson schema, so its module (ajv, the schemas)
// arrives on first use, not with the first page load.
import type { LessonShelf } from '../../../session/lessons/authoring/lesson-shelf';

let shelf: Promise<LessonShelf> | null = null;

function indexedDbOrNone(): IDBFactory | undefined {
  try {
    return typeof indexedDB === 'undefined' ? undefined : indexedDB;
  } catch {
    return undefined; // the getter itself throws where the page has no storage of its own
  }
}

function loadShelf(): Promise<LessonShelf> {
  shelf ??= (async () => {
    const factory = indexedDbOrNone();
    if (factory)
      return (await import('../../../session/export/idb/idb-lesson-shelf')).idbLessonShelf(factory);
    return (await import('../../../session/lessons/authoring/lesson-shelf')).memoryLessonShelf();
  })();
  return shelf;
}

export function browserLessonShelf(): LessonShelf {
  return {
    read: () => loadShelf().then((s) => s.read()),
    put: (lesson, savedAt) => loadShelf().then((s) => s.put(lesson, savedAt)),
    remove: (id) => loadShelf().then((s) => s.remove(id)),
  };
}
