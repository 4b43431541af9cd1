// The pin tag a lesson link carries: the head of the pinned trace hash of the lesson in the link's
// conversation language (lesson-pins.json; English at the top, other languages under `variants`), enough to
// tell two versions — and two languages — of a lesson apart. Its own module so that the embedded player,
// which checks a link's tag, loads the pins and nothing of the share codec.
import pins from './lesson-pins.json';
import type { LessonLanguage } from './lesson';

export const LESSON_PIN_TAG_CHARS = 8;

interface StoredPin {
  readonly traceHash?: string;
  readonly variants?: Readonly<Record<string, { readonly traceHash?: string } | undefined>>;
}

/** Null for a lesson (or language) pinned as not runnable (no trace hash) or not pinned at all. */
export function lessonPinTag(lessonId: string, lang: LessonLanguage = 'en'): string | null {
  const pin = (pins as Readonly<Record<string, StoredPin | undefined>>)[lessonId];
  const hash = lang === 'en' ? pin?.traceHash : pin?.variants?.[lang]?.traceHash;
  return hash?.slice(0, LESSON_PIN_TAG_CHARS) ?? null;
}

/**
 * The language whose pin this tag is, for a link that names one: a link made on the English conversation
 * (every link made before lessons had variants) reproduces the English session even with `lang=zh`.
 */
export function languageOfPinTag(lessonId: string, tag: string): LessonLanguage | null {
  for (const lang of ['en', 'zh'] as const) if (lessonPinTag(lessonId, lang) === tag) return lang;
  return null;
}
