// A library entry opened from "Your lessons" names its lesson by shelf id and hash (written-lesson-ref.ts):
// reopening it (a reload, the Sessions panel) looks the lesson up again, so its guide comes back at the same
// step. The guide is given only when the shelf still holds exactly that lesson; one edited or deleted since
// is said in the guide's place instead (its notes and checkpoints were written for another script).
import { findWrittenLesson } from '../../session/lessons/authoring/written-lesson-ref';
import type { LibraryEntry } from '../../session/export/session-library';
import type { SessionActionDeps } from './deps';
import type { OpenRequest } from './open-document';

export type EntryLesson = Pick<OpenRequest, 'lesson' | 'lostLesson'>;

export async function writtenLessonOfEntry(
  deps: SessionActionDeps,
  entry: LibraryEntry,
): Promise<EntryLesson> {
  const ref = entry.writtenLesson;
  if (ref === undefined) return {};
  const shelf = deps.storage.lessons?.() ?? null;
  const read = shelf
    ? await shelf.read()
    : ({ ok: false, reason: 'This browser cannot keep lessons.' } as const);
  if (!read.ok) return { lostLesson: { kind: 'unreadable', title: ref.title, reason: read.reason } };
  const refused = read.value.refused.find((record) => record.id === ref.id);
  if (refused) return { lostLesson: { kind: 'unreadable', title: ref.title, reason: refused.reason } };
  const found = findWrittenLesson(ref, read.value.lessons);
  switch (found.kind) {
    case 'same':
      return { lesson: found.lesson };
    case 'changed':
      return { lostLesson: { kind: 'changed', title: ref.title, lesson: found.lesson } };
    case 'gone':
      return { lostLesson: { kind: 'gone', title: ref.title } };
  }
}
