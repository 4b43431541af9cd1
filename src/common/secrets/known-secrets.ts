// The secrets this device knows, as one list the scrubber reads: each source (the provider form's API keys
// today; an MCP server's bearer token or headers later) registers its values under a label that says what
// replaces them in the record. A new kind of secret is one more entry, never a new code path (docs/security.md).

/** What stands in the record where an API key was (the wire's redacted header says the same). */
export const API_KEY_LABEL = '[API key]';

/** One kind of secret the device holds: its values, and the words that stand in their place. */
export interface SecretSource {
  /** Which part of the app holds these (e.g. `provider-keys`); one entry per source. */
  readonly source: string;
  /** What replaces a value in the record, e.g. `[API key]`. */
  readonly label: string;
  readonly values: readonly string[];
}

export type KnownSecrets = readonly SecretSource[];

/**
 * Shorter values are never scrubbed: a "key" such as `test` or `ollama` (local servers take any) would
 * otherwise be cut out of every message, file and trace that happens to contain the word. Twelve characters
 * is far below any hosted provider's key (OpenAI's and Anthropic's run to 50 and more) and long enough that
 * an accidental match in ordinary text is unlikely. docs/security.md says what this leaves unguarded.
 */
export const MIN_SECRET_LENGTH = 12;

/** A secret the scrubber looks for: its value and its stand-in. */
export interface ScrubbedSecret {
  readonly value: string;
  readonly label: string;
}

/**
 * The values long enough to scrub, each once, longest first (a key that contains another is replaced
 * whole, never left half-visible around the shorter one's label).
 */
export function scrubbedSecrets(known: KnownSecrets): readonly ScrubbedSecret[] {
  const byValue = new Map<string, string>();
  for (const { label, values } of known)
    for (const value of values)
      if (value.length >= MIN_SECRET_LENGTH && !byValue.has(value)) byValue.set(value, label);
  return [...byValue]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => b.value.length - a.value.length);
}

/** Replaces (in place of) one source's values; the others stay. An empty list drops the source. */
export function withSecretSource(known: KnownSecrets, next: SecretSource): KnownSecrets {
  const others = known.filter((entry) => entry.source !== next.source);
  return next.values.length === 0 ? others : [...others, next];
}
