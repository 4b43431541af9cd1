// A new lesson's title, filled per language (issue 33 item 4): a built-in lesson on screen has its title
// in both; any other session has one title in the language it is written in, which goes in that language's
// field only (the other, left empty, shows it: one-language.ts) rather than an English title in the
// Chinese field or the other way round.
import type { LocalizedText } from '../lesson';

const HAN = /\p{Script=Han}/u;

export function draftTitleFor(sessionTitle: string, builtIn: LocalizedText | null): LocalizedText {
  if (builtIn) return builtIn;
  return HAN.test(sessionTitle) ? { en: '', zh: sessionTitle } : { en: sessionTitle, zh: '' };
}
