// A written lesson as it is shared: its guide, the session on screen now (inputs made since it opened, a
// script edited in the editor) and where it stood when Share was pressed. The lesson editor's "Share as a
// link" and the header's Share both send this, so a lesson shared either way opens the same, with its guide
// (before issue 33 the header's Share and the embed sent the bare session).
import type { OpenAt, SessionDocument } from '../../session-document';
import type { Lesson } from '../lesson';
import { buildLesson, type LessonDraft } from './lesson-draft';
import { encodeLessonFragment, type LessonLanguage } from './written-lesson-link';

export type WrittenLessonShare =
  | { readonly ok: true; readonly lesson: Lesson; readonly fragment: string }
  | { readonly ok: false; readonly reason: string };

export function shareWrittenLesson(
  draft: LessonDraft,
  live: SessionDocument,
  at: OpenAt,
  lang: LessonLanguage,
  secrets: readonly string[] = [],
): WrittenLessonShare {
  const built = buildLesson(draft, live);
  if (!built.ok) return { ok: false, reason: built.reason };
  // Only the place: a built-in lesson's id or a learner's progress has no business in a written lesson's link.
  const openAt = { point: at.point, step: at.step };
  const lesson = { ...built.lesson, document: { ...built.lesson.document, openAt } };
  const encoded = encodeLessonFragment(lesson, lang, secrets);
  return encoded.ok ? { ok: true, lesson, fragment: encoded.fragment } : encoded;
}
