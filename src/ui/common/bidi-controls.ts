// Bidirectional-text controls reorder what follows them on screen without being seen: `rm -rf ‮txt.sgol`
// can read as something harmless. Wherever a command, a path or a tool's arguments are shown to a person
// (the terminal, the ASK prompt, the Gates rows, the tool-call cards, the Batches calls, the trace), each
// control is drawn as a visible placeholder naming it, ⟪U+202E⟫, and so reorders nothing.

/** LRE RLE PDF LRO RLO, LRI RLI FSI PDI, LRM RLM, and the Arabic letter mark. */
const BIDI_CLASS = '[\\u202A-\\u202E\\u2066-\\u2069\\u200E\\u200F\\u061C]';
const BIDI_CONTROLS = new RegExp(BIDI_CLASS, 'gu');
const ONE_BIDI_CONTROL = new RegExp(`^${BIDI_CLASS}$`, 'u');

export function isBidiControl(char: string): boolean {
  return ONE_BIDI_CONTROL.test(char);
}

/** ⟪U+202E⟫ for U+202E. */
export function bidiPlaceholder(char: string): string {
  const hex = (char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
  return `⟪U+${hex}⟫`;
}

export function revealBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, bidiPlaceholder);
}
