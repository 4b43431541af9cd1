// A lesson being written in the editor: everything of a lesson document but the session, which is the one on
// screen (its live document, taken when the lesson is previewed, saved, exported or shared, so an edit of the
// script in between is in it). Building joins the two and checks the result exactly as a loaded file is
// checked (ajv against schema/lesson.schema.json, then the guide's own rules), so what the editor saves,
// exports or shares always loads.
import { withoutOpenAt, type SessionDocument } from '../../session-document';
import { shareableDocument } from '../../share/share-payload';
import {
  LESSON_FORMAT,
  LESSON_FORMAT_VERSION,
  type Checkpoint,
  type Lesson,
  type LessonNote,
  type LocalizedText,
} from '../lesson';
import { loadLessonValue, type LessonLoadResult } from '../load-lesson';
import { withBothLanguages } from './one-language';
import { checkpointRuleProblems } from './draft-rules';

export interface LessonDraft {
  readonly id: string;
  readonly title: LocalizedText;
  readonly summary: LocalizedText;
  readonly notes: readonly LessonNote[];
  readonly checkpoints: readonly Checkpoint[];
}

/**
 * The checked lesson document, or every problem in it (one line each, naming its path): the loader's, then
 * the editor's own (draft-rules.ts). A text written in one language only is given to the other too
 * (one-language.ts).
 */
export function buildLesson(written: LessonDraft, session: SessionDocument): LessonLoadResult {
  const draft = withBothLanguages(written);
  const lesson: Lesson = {
    format: LESSON_FORMAT,
    formatVersion: LESSON_FORMAT_VERSION,
    id: draft.id,
    // A written lesson has no place in the built-in teaching order; the schema asks for a number ≥ 1.
    number: 1,
    title: draft.title,
    summary: draft.summary,
    guide: { notes: draft.notes, checkpoints: draft.checkpoints },
    // The published fields only (no key can ride along), and not where it was last paused.
    document: withoutOpenAt(shareableDocument(session)),
  };
  const loaded = loadLessonValue(lesson);
  const rules = checkpointRuleProblems(draft.checkpoints);
  if (rules.length === 0) return loaded;
  const details = [...(loaded.ok ? [] : loaded.details), ...rules];
  return { ok: false, reason: details[0]!.text, problems: details.map((d) => d.text), details };
}

/** A lesson document back into a draft (editing a saved or imported lesson). */
export function draftOf(lesson: Lesson): LessonDraft {
  return {
    id: lesson.id,
    title: lesson.title,
    summary: lesson.summary,
    notes: lesson.guide.notes,
    checkpoints: lesson.guide.checkpoints,
  };
}

/** A new draft titled `title` (draft-title.ts fills it per language), one note at the start to write. */
export function newDraft(id: string, title: LocalizedText): LessonDraft {
  return {
    id,
    title,
    summary: { en: '', zh: '' },
    notes: [{ at: { kind: 'step', step: 0 }, text: { en: '', zh: '' } }],
    checkpoints: [],
  };
}

/**
 * A URL-safe lesson id from its title, unlike every id in `taken` (the built-in lessons', the saved ones'):
 * `my-lesson`, `my-lesson-2`, … The schema's pattern: lowercase letters, digits and dashes, 64 at most.
 */
export function lessonIdFor(title: string, taken: readonly string[]): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);
  const base = slug === '' ? 'my-lesson' : slug;
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
