// A lesson's share link, as the gallery offers it. The origin is the deployment's; for measuring we use a
// stand-in of typical length so the 2,000-character promise holds with room for a real host name.
import { encodeShareFragment } from '../share/encode-share-link';
import { withShareFragment } from '../share/share-format';
import type { Lesson } from './lesson';

export const STAND_IN_APP_URL = 'https://toolscope.example.org/playground/';

export function lessonShareUrl(lesson: Lesson, appUrl = STAND_IN_APP_URL): string {
  const encoded = encodeShareFragment(lesson.document, null);
  if (!encoded.ok) throw new Error(`lesson ${lesson.id} cannot be shared: ${encoded.reason}`);
  return withShareFragment(appUrl, encoded.fragment);
}
