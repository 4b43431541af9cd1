// "Your lessons" in IndexedDB: database `toolscope-lessons`, one store `lessons` keyed by lesson id. A
// database of its own beside the session library (`toolscope-library`), so keeping lessons never needs an
// upgrade of the library's schema, and a lesson is no session entry (it has no position, drafts or
// workspace). Each change is one transaction; it resolves once the transaction completed.
import {
  readShelfRecords,
  shelfCheck,
  type LessonShelf,
  type ShelfChange,
} from '../../lessons/authoring/lesson-shelf';
import { inTransaction, requested } from './library-db';

export const LESSON_SHELF_DB = 'toolscope-lessons';
const LESSONS = 'lessons';

function openShelf(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(LESSON_SHELF_DB, 1);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(LESSONS))
        request.result.createObjectStore(LESSONS, { keyPath: 'id' });
    };
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('the lessons database could not be opened'));
    request.onblocked = () => reject(new Error('the lessons database is held by another tab'));
  });
}

export function idbLessonShelf(factory: IDBFactory): LessonShelf {
  let opening: Promise<IDBDatabase> | null = null;
  const database = () => {
    opening ??= openShelf(factory).catch((error: unknown) => {
      opening = null;
      throw error;
    });
    return opening;
  };
  const attempt = async <T>(work: (db: IDBDatabase) => Promise<T>): Promise<ShelfChange<T>> => {
    try {
      return { ok: true, value: await work(await database()) };
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      return { ok: false, reason: `Your lessons could not be kept in this browser (${detail}).` };
    }
  };
  return {
    read: () =>
      attempt((db) =>
        inTransaction(db, [LESSONS], 'readonly', async (tx) =>
          readShelfRecords(await requested(tx.objectStore(LESSONS).getAll())),
        ),
      ),
    put: async (lesson, savedAt) => {
      const checked = shelfCheck(lesson);
      if (!checked.ok) return checked;
      const record = { id: lesson.id, lesson: checked.value, savedAt };
      return attempt((db) =>
        inTransaction(db, [LESSONS], 'readwrite', async (tx) => {
          await requested(tx.objectStore(LESSONS).put(record));
          return record;
        }),
      );
    },
    remove: (id) =>
      attempt((db) =>
        inTransaction(db, [LESSONS], 'readwrite', async (tx) => {
          await requested(tx.objectStore(LESSONS).delete(id));
          return id;
        }),
      ),
  };
}
