// A lesson written in the editor travels whole in its link, as a shared session does (decision 0600): the
// fragment `#l=2.<base64url(deflate-raw(JSON {lesson, lang}, dictionary))>`, the lesson and its session one
// JSON text compressed once, deflate primed with the words lessons are made of (lesson-link-dictionary.ts,
// decision 0605), so a lesson with a few notes and checkpoints fits a chat message. Format 1 (no
// dictionary) is still opened. The lesson's session may say where it stood
// (`document.openAt`: the point and the counter's step), so the link opens paused there with the guide, the
// answers of checkpoints not yet run hidden; `lang` is the sharer's language. (A built-in lesson's link names
// it by id instead: docs/sharing.md.) Opening runs the same guards as a session link, then the lesson schema.
import { withShareFragment, splitShareFragment } from '../../share/share-format';
import { decodeLinkPayload, encodeLinkPayload } from '../../share/link-payload';
import type { ShareProblem } from '../../share/share-refusal';
import type { LoadProblem } from '../../../common/load-problem';
import type { Lesson } from '../lesson';
import { loadLessonValue } from '../load-lesson';

import { LESSON_FRAGMENT_KEY } from './lesson-fragment-key';
import { LESSON_LINK_DICTIONARY_V2 } from './lesson-link-dictionary';

export { LESSON_FRAGMENT_KEY };
export const LESSON_LINK_VERSION = 2;

/** The preset dictionary of each link format this version opens (format 1 had none). */
const DICTIONARIES: Readonly<Record<string, Uint8Array | undefined>> = {
  '1': undefined,
  '2': LESSON_LINK_DICTIONARY_V2,
};

export type LessonLanguage = 'en' | 'zh';

export type LessonLinkEncoding =
  { readonly ok: true; readonly fragment: string } | { readonly ok: false; readonly reason: string };

export type LessonLinkProblem = Exclude<ShareProblem, 'invalid-session'> | 'invalid-lesson';

export type LessonLinkDecoding =
  | { readonly ok: true; readonly lesson: Lesson; readonly lang: LessonLanguage | null }
  | {
      readonly ok: false;
      readonly problem: LessonLinkProblem;
      readonly reason: string;
      /** What the lesson schema and rules found wrong (`invalid-lesson`), for the page to word in its language. */
      readonly details: readonly LoadProblem[];
    };

export function encodeLessonFragment(
  lesson: Lesson,
  lang: LessonLanguage,
  secrets: readonly string[] = [],
): LessonLinkEncoding {
  const checked = loadLessonValue(lesson);
  if (!checked.ok) return { ok: false, reason: `This lesson cannot be shared: ${checked.reason}` };
  const json = JSON.stringify({ lesson, lang });
  if (secrets.some((secret) => secret.length >= 8 && json.includes(secret))) {
    return { ok: false, reason: 'The lesson contains your API key; remove it before sharing.' };
  }
  const { data } = encodeLinkPayload(json, LESSON_LINK_DICTIONARY_V2);
  return { ok: true, fragment: `${LESSON_FRAGMENT_KEY}=${LESSON_LINK_VERSION}.${data}` };
}

export function lessonLinkUrl(appUrl: string, fragment: string): string {
  return withShareFragment(appUrl, fragment);
}

/** Whether an address's fragment holds a written lesson (the page then opens it, not a session link). */
export function hasLessonFragment(hash: string): boolean {
  return splitShareFragment(hash, LESSON_FRAGMENT_KEY) !== undefined;
}

export function decodeLessonLink(input: string): LessonLinkDecoding {
  const refuse = (
    problem: LessonLinkProblem,
    why: string,
    details: readonly LoadProblem[] = [],
  ): LessonLinkDecoding => ({
    ok: false,
    problem,
    reason: `This link cannot be opened: ${why}. Nothing was changed.`,
    details,
  });
  const split = splitShareFragment(input, LESSON_FRAGMENT_KEY);
  if (!split) return refuse('no-share-data', 'it holds no "#l=" lesson data');
  if (!Object.hasOwn(DICTIONARIES, split.version)) {
    return refuse('unknown-version', `it uses lesson link format "${split.version.slice(0, 12)}"`);
  }
  const opened = decodeLinkPayload(split.data, DICTIONARIES[split.version]);
  if (!opened.ok)
    return refuse(opened.problem === 'invalid-session' ? 'invalid-lesson' : opened.problem, opened.why);
  const { lesson, lang } = opened.value;
  const loaded = loadLessonValue(lesson);
  if (!loaded.ok) {
    return refuse('invalid-lesson', `the lesson inside is invalid — ${loaded.reason}`, loaded.details);
  }
  return { ok: true, lesson: loaded.lesson, lang: lang === 'en' || lang === 'zh' ? lang : null };
}
