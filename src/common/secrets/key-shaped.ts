// Text shaped like a provider's API key (`sk-…`, `sk-ant-…`, `sk-proj-…`) that the device does not know:
// the scrubber cannot take it out (it may be a key from elsewhere, or an example), so the page warns before
// it is recorded or shared instead of changing the person's words silently.

/** `sk-` then at least 20 key characters: long enough that `sk-learn` or `sk-1` is not taken for a key. */
const KEY_SHAPE = /\bsk-[A-Za-z0-9_-]{20,}/g;

/** How much of a key-shaped text the warning shows: enough to find it, too little to use it. */
const SHOWN_PREFIX = 8;

/** Each distinct key-shaped text in `text`, shown cut short (`sk-proj-…`); none when there is none. */
export function keyShapedTexts(text: string): readonly string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(KEY_SHAPE)) found.add(`${match[0].slice(0, SHOWN_PREFIX)}…`);
  return [...found];
}

/** The key-shaped texts in every string of a JSON-like value (a session document, a trace). */
export function keyShapedTextsIn(value: unknown): readonly string[] {
  const found = new Set<string>();
  const visit = (item: unknown): void => {
    if (typeof item === 'string') {
      if (item.includes('sk-')) for (const shown of keyShapedTexts(item)) found.add(shown);
    } else if (Array.isArray(item)) for (const inner of item as readonly unknown[]) visit(inner);
    else if (typeof item === 'object' && item !== null) for (const inner of Object.values(item)) visit(inner);
  };
  visit(value);
  return [...found];
}
