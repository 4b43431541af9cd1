// How a library entry names the written lesson it was opened from ("Your lessons"), so a reload brings its
// guide back: the shelf's id plus a SHA-256 of the lesson document's canonical JSON. The id finds the lesson;
// the hash says whether it is still the one the session was opened with. A lesson edited (saved again under
// its id) or deleted since is then said in place, never shown as if it were the same guide: its notes and
// checkpoints were written against another script and would point at the wrong steps.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { canonicalJson } from '../../../common/canonical-json';
import type { Lesson, LocalizedText } from '../lesson';
import type { ShelvedLesson } from './lesson-shelf';

export interface WrittenLessonRef {
  /** The lesson's id on the shelf (`toolscope-lessons`, keyed by lesson id). */
  readonly id: string;
  /** Hex SHA-256 of `canonicalJson(lesson)`: key order does not matter, every other byte does. */
  readonly sha256: string;
  /** The lesson's title when it was opened, to name it once it is gone. */
  readonly title: LocalizedText;
}

export function writtenLessonRef(lesson: Lesson): WrittenLessonRef {
  return { id: lesson.id, sha256: lessonHash(lesson), title: { en: lesson.title.en, zh: lesson.title.zh } };
}

export function lessonHash(lesson: Lesson): string {
  return bytesToHex(sha256(utf8ToBytes(canonicalJson(lesson))));
}

/**
 * `same`: the shelf holds exactly the lesson the session was opened with; `changed`: a lesson under that id,
 * saved again since (given, so the person may open it anew); `gone`: none (deleted, or this browser's
 * storage was cleared).
 */
export type WrittenLessonFound =
  | { readonly kind: 'same'; readonly lesson: Lesson }
  | { readonly kind: 'changed'; readonly lesson: Lesson }
  | { readonly kind: 'gone' };

export function findWrittenLesson(
  ref: WrittenLessonRef,
  shelved: readonly ShelvedLesson[],
): WrittenLessonFound {
  const kept = shelved.find((record) => record.id === ref.id);
  if (!kept) return { kind: 'gone' };
  return lessonHash(kept.lesson) === ref.sha256
    ? { kind: 'same', lesson: kept.lesson }
    : { kind: 'changed', lesson: kept.lesson };
}

/** A stored value read back (an entry written by any version): a ref only when every field is sound. */
export function writtenLessonRefOf(value: unknown): WrittenLessonRef | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, sha256: hash, title } = value as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || typeof title !== 'object' || title === null) return null;
  const { en, zh } = title as Record<string, unknown>;
  if (typeof en !== 'string' || typeof zh !== 'string') return null;
  if (typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash)) return null;
  return { id, sha256: hash, title: { en, zh } };
}
