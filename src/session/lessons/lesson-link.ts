// Links to a built-in lesson. Two forms:
// - the lesson link, "this lesson at this step" (decision 0602): `?lesson=<id>&step=<S>&at=<point>&pin=<tag>
//   &lang=<en|zh>`. It names the lesson shipped with the app instead of carrying its document, so it is a
//   hundred characters whatever the lesson holds; `pin` is the head of the lesson's pinned trace hash, so a
//   link made for another version of the lesson is recognised as such instead of opening somewhere else.
// - the session link (`#s=1.…`, ../share): the document itself, for a lesson that was changed in the app.
// The origin is the deployment's; for measuring we use a stand-in of typical length so the 2,000-character
// promise holds with room for a real host name.
import { canonicalJson } from '../../common/canonical-json';
import { withoutScriptedCassette } from '../without-scripted-cassette';
import { runSpecOf, type SessionDocument } from '../session-document';
import { encodeShareFragment } from '../share/encode-share-link';
import { withShareFragment } from '../share/share-format';
import { shareableDocument } from '../share/share-payload';
import type { Lesson } from './lesson';
import { lessonDocumentIn } from './lesson-variants';

export { lessonPinTag, LESSON_PIN_TAG_CHARS } from './lesson-pin-tag';

export const STAND_IN_APP_URL = 'https://toolscope.example.org/playground/';

export type LinkLanguage = 'en' | 'zh';

export interface LessonLink {
  readonly lessonId: string;
  /** The step counter's step at the point (what "at step N" says; the fallback when the pin differs). */
  readonly step: number;
  /** The event shown, counted without model-delta (engine/trace/trace-point.ts): it opens paused there. */
  readonly point: number;
  /**
   * The head of the pinned trace hash of the conversation the link was made on (its language variant's pin,
   * lesson-pin-tag.ts); null for a lesson pinned as not runnable.
   */
  readonly pin: string | null;
  readonly lang: LinkLanguage;
}

/** The session link of a lesson's own document in a language, as the gallery used to offer it. */
export function lessonShareUrl(lesson: Lesson, appUrl = STAND_IN_APP_URL, lang: LinkLanguage = 'en'): string {
  const encoded = encodeShareFragment(lessonDocumentIn(lesson, lang), null);
  if (!encoded.ok) throw new Error(`lesson ${lesson.id} cannot be shared: ${encoded.reason}`);
  return withShareFragment(appUrl, encoded.fragment);
}

/** `appUrl` is the page's address without query or fragment. */
export function lessonLinkUrl(appUrl: string, link: LessonLink): string {
  const query = new URLSearchParams({ lesson: link.lessonId, step: String(link.step) });
  if (link.point > 0) query.set('at', String(link.point));
  if (link.pin !== null) query.set('pin', link.pin);
  query.set('lang', link.lang);
  return `${appUrl}?${query.toString()}`;
}

/**
 * Whether the document is the lesson as it ships in that language (nothing recorded into it, no setting
 * changed): only then can a link name the lesson instead of carrying the document. Compared as the runtime
 * would run them.
 */
export function isUnchangedLesson(
  document: SessionDocument,
  lesson: Lesson,
  lang: LinkLanguage = 'en',
): boolean {
  const asRun = (d: SessionDocument) =>
    canonicalJson(runSpecOf(shareableDocument(withoutScriptedCassette(d))));
  return asRun(document) === asRun(lessonDocumentIn(lesson, lang));
}
