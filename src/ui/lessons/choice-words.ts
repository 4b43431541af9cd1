// A checkpoint's choice (or the answer read from the trace) as the page shows it. The words yes / no / none
// are said in the page's language; every other choice is a tool name, a code, a verdict or a trace reading,
// which the learner matches against the panels, so it stays exactly as the trace spells it. Only the
// display changes: picks and answers are compared (and kept) as the lesson spells them.
import type { TextKey } from '../i18n/lessons-ui-text';

const WORDS: Readonly<Record<string, TextKey>> = { yes: 'choiceYes', no: 'choiceNo', none: 'choiceNone' };

export function shownChoice(choice: string, text: (key: TextKey) => string): string {
  const word = Object.hasOwn(WORDS, choice) ? WORDS[choice] : undefined;
  return word === undefined ? choice : text(word);
}
