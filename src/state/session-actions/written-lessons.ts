// The workflows of lessons written in the editor: open one (with its guide), keep it in "Your lessons",
// remove it, and open the lesson a link carries. A written lesson opens like any document (openDocument); its
// guide comes from the lesson document itself (currentSession.lesson), not from the built-in catalog.
import type { Lesson } from '../../session/lessons/lesson';
import type {
  LessonShelf,
  ShelfChange,
  ShelfRead,
  ShelvedLesson,
} from '../../session/lessons/authoring/lesson-shelf';
import {
  decodeLessonLink,
  type LessonLinkProblem,
} from '../../session/lessons/authoring/written-lesson-link';
import type { LibraryOrigin } from '../../session/export/session-library';
import { lessonHash, writtenLessonRef } from '../../session/lessons/authoring/written-lesson-ref';
import type { SessionActionDeps } from './deps';
import { withLinkWordsMarked, wordsOfProblems } from './link-words';
import { openDocument, type OpenOutcome } from './open-document';
import { assertNever } from '../../common/assert-never';
import { queryAfterLink } from './address-language';

export interface WrittenLessonOpening {
  /** `link` and `lesson` keep the session in the library; null (a preview, the embed) keeps nothing. */
  readonly saveAs: LibraryOrigin | null;
  /** Open paused where the lesson's session says it stood (a link), not at the start. */
  readonly atOpenAt?: boolean;
  /**
   * The lesson is on the shelf ("Your lessons", or kept there as a link opened it): the library entry names
   * it by its shelf id and hash, so a reload brings the guide back (or says it changed or went).
   */
  readonly fromShelf?: boolean;
}

export function openWrittenLesson(
  deps: SessionActionDeps,
  lesson: Lesson,
  opening: WrittenLessonOpening,
): Promise<OpenOutcome> {
  const openAt = opening.atOpenAt ? lesson.document.openAt : undefined;
  return openDocument(deps, {
    document: lesson.document,
    saveAs: opening.saveAs,
    step: null,
    lesson,
    ...(opening.fromShelf && opening.saveAs !== null ? { writtenLesson: writtenLessonRef(lesson) } : {}),
    ...(openAt ? { openAt: { point: openAt.point, step: openAt.step } } : {}),
  });
}

function shelf(deps: SessionActionDeps): LessonShelf | null {
  return deps.storage.lessons?.() ?? null;
}

const NO_SHELF = { ok: false, reason: 'This browser cannot keep lessons.' } as const;

export function readLessonShelf(deps: SessionActionDeps): Promise<ShelfChange<ShelfRead>> {
  return shelf(deps)?.read() ?? Promise.resolve(NO_SHELF);
}

export async function saveWrittenLesson(
  deps: SessionActionDeps,
  lesson: Lesson,
): Promise<ShelfChange<ShelvedLesson>> {
  const kept = (await shelf(deps)?.put(lesson, deps.now())) ?? NO_SHELF;
  if (kept.ok) deps.store.getState().libraryChanged();
  return kept;
}

export async function deleteWrittenLesson(deps: SessionActionDeps, id: string): Promise<ShelfChange<string>> {
  const removed = (await shelf(deps)?.remove(id)) ?? NO_SHELF;
  if (removed.ok) deps.store.getState().libraryChanged();
  return removed;
}

/**
 * A written lesson's link (`#l=1.…`): decoded with the share link's guards and the lesson schema, in the
 * sharer's language, paused where it was shared with the guide. A refused link changes nothing and says why
 * in the page's language. The fragment is dropped once the session is kept, so a reload adds no second copy.
 */
/** A session link's words where they say the same; a lesson's own where the link's content differs. */
function refusalKey(problem: LessonLinkProblem): string {
  switch (problem) {
    case 'no-share-data':
    case 'bad-shape':
    case 'invalid-lesson':
      return `lessonEditor.linkRefused.${problem}`;
    case 'unknown-version':
    case 'too-long':
    case 'not-base64url':
    case 'corrupt':
    case 'too-large':
    case 'not-json':
    case 'undecodable':
      return `reasons.share.${problem}`;
    default: {
      return assertNever(problem);
    }
  }
}

export async function openLessonFragment(
  deps: SessionActionDeps,
  fragment: string,
  embed: boolean,
): Promise<OpenOutcome> {
  const decoded = decodeLessonLink(fragment);
  if (!decoded.ok) {
    // A lesson the schema refuses is said with what is wrong in it, as a refused session file is.
    const reason =
      decoded.details.length > 0
        ? deps.text.t('lessonEditor.linkRefused.invalidLessonWhy', {
            reason: deps.text.loadProblems(decoded.details),
          })
        : deps.text.t(refusalKey(decoded.problem));
    // Its keys quoted as a refused share link's are: cut, once, marked (link-words.ts).
    const quote = (words: string) => deps.text.t('linkWords.link', { words });
    return { ok: false, reason: withLinkWordsMarked(reason, wordsOfProblems(decoded.details), quote) };
  }
  // The link's language for this visit, once its words are in; the reader's remembered choice stays theirs.
  if (decoded.lang !== null) await deps.store.getState().setLanguageForVisit(decoded.lang);
  const kept = !embed && (await keepReceivedLesson(deps, decoded.lesson));
  const opened = await openWrittenLesson(deps, decoded.lesson, {
    saveAs: embed ? null : 'link',
    atOpenAt: true,
    fromShelf: kept,
  });
  // The fragment goes; the lesson's language stays in the address, so a reload is in it too.
  if (opened.ok && !embed)
    deps.location.replace(
      deps.location.pathname() + queryAfterLink(deps.location.search(), [], decoded.lang),
    );
  return opened;
}

/**
 * A lesson a link brought is kept in "Your lessons", so the session it opens reopens with its guide after a
 * reload (the entry can only name a lesson on the shelf). A lesson already there under that id is left as it
 * is: the same one serves as it is; another (the recipient's own, an edit of it, a record this version
 * refuses) is never overwritten by a link, and the session then keeps its guide only until the page is left, as before.
 */
async function keepReceivedLesson(deps: SessionActionDeps, lesson: Lesson): Promise<boolean> {
  const read = await readLessonShelf(deps);
  if (!read.ok) return false;
  const there = read.value.lessons.find((record) => record.id === lesson.id);
  if (there) return lessonHash(there.lesson) === lessonHash(lesson);
  // A stored record this version refuses is kept and shown with its reason, never replaced.
  if (read.value.refused.some((record) => record.id === lesson.id)) return false;
  return (await saveWrittenLesson(deps, lesson)).ok;
}

/** The workflows above bound to the page's dependencies (what `sessionActions().writtenLessons()` gives). */
export interface WrittenLessonActions {
  open(lesson: Lesson, opening: WrittenLessonOpening): Promise<OpenOutcome>;
  read(): Promise<ShelfChange<ShelfRead>>;
  save(lesson: Lesson): Promise<ShelfChange<ShelvedLesson>>;
  remove(id: string): Promise<ShelfChange<string>>;
}

export function bindWrittenLessons(deps: SessionActionDeps): WrittenLessonActions {
  return {
    open: (lesson, opening) => openWrittenLesson(deps, lesson, opening),
    read: () => readLessonShelf(deps),
    save: (lesson) => saveWrittenLesson(deps, lesson),
    remove: (id) => deleteWrittenLesson(deps, id),
  };
}
