// A reason written by the engine or the classifier is a sentence with its own full stop ("… so it cannot be
// judged."). A page string that continues after one must not add another: it places `asSentence(reason)`
// and goes on with the next sentence ("{{reason}} Run it?"), so the stop is there exactly once.

/** Ends with a full stop, question or exclamation mark (Western or CJK), or an ellipsis. */
const ENDS_A_SENTENCE = /[.!?。！？…]["'”’)）]*$/u;

export function asSentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '' || ENDS_A_SENTENCE.test(trimmed)) return trimmed;
  return `${trimmed}.`;
}
