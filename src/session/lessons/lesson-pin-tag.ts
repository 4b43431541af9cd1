// The pin tag a lesson link carries: the head of the lesson's pinned trace hash (lesson-pins.json), enough
// to tell two versions of a lesson apart. Its own module so that the embedded player, which checks a link's
// tag, loads the pins and nothing of the share codec.
import pins from './lesson-pins.json';

export const LESSON_PIN_TAG_CHARS = 8;

/** Null for a lesson pinned as not runnable (no trace hash) or not pinned at all. */
export function lessonPinTag(lessonId: string): string | null {
  const pin = (pins as Readonly<Record<string, { readonly traceHash?: string }>>)[lessonId];
  return pin?.traceHash?.slice(0, LESSON_PIN_TAG_CHARS) ?? null;
}
