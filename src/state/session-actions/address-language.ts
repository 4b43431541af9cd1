// The language a link says stays in the address for as long as the reader has not chosen another (issue 33):
// a reload reads `lang=` again (ui/app/compose/start-app.tsx), so a 中文 link reloads in 中文, while the
// reader's remembered choice stays theirs (setLanguageForVisit). A switch by hand drops a `lang=` that says
// otherwise, so the reload after it is in the language they chose: the address wins until the reader
// speaks, then the reader wins.
import type { Language } from '../store';

/** The query once a link opened: its own parameters gone, its language (`lang`, or the one there) kept. */
export function queryAfterLink(search: string, dropped: readonly string[], lang: Language | null): string {
  const query = new URLSearchParams(search);
  for (const name of dropped) query.delete(name);
  if (lang !== null) query.set('lang', lang);
  return textOf(query);
}

/** The query for a page now in `language`: null when it needs no change, else without its other `lang=`. */
export function queryForLanguage(search: string, language: Language): string | null {
  const query = new URLSearchParams(search);
  const said = query.get('lang');
  if (said === null || said === language) return null;
  query.delete('lang');
  return textOf(query);
}

function textOf(query: URLSearchParams): string {
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}
