// The one scrubber: every known secret replaced by its label, in a text or anywhere inside a JSON-like value
// (strings, arrays, plain objects, their keys too). Applied where something enters the record (the runtime's
// inputs and its provider's answers, the events it releases) and again at every way out, so a value that
// never held a secret comes back as the same object and costs one `includes` per string per secret.
import { scrubbedSecrets, type KnownSecrets, type ScrubbedSecret } from './known-secrets';

export interface Scrubber {
  /** The text with every known secret replaced. */
  text(text: string): string;
  /** The value with every known secret replaced in every string it holds; unchanged parts are shared. */
  value<T>(value: T): T;
  /** Whether the text holds a known secret. */
  holdsSecret(text: string): boolean;
}

export function createScrubber(known: KnownSecrets): Scrubber {
  const secrets = scrubbedSecrets(known);
  const text = (input: string) => scrubText(input, secrets);
  return {
    text,
    value: <T>(value: T): T => (secrets.length === 0 ? value : (scrubValue(value, text) as T)),
    holdsSecret: (input) => secrets.some((secret) => input.includes(secret.value)),
  };
}

/** A scrubber that knows nothing (where no secret can be known, and in tests). */
export const NO_SECRETS: Scrubber = createScrubber([]);

function scrubText(input: string, secrets: readonly ScrubbedSecret[]): string {
  let output = input;
  for (const { value, label } of secrets)
    if (output.includes(value)) output = output.split(value).join(label);
  return output;
}

function scrubValue(value: unknown, text: (input: string) => string): unknown {
  if (typeof value === 'string') return text(value);
  if (Array.isArray(value)) {
    const items = value as readonly unknown[];
    const scrubbed = items.map((item) => scrubValue(item, text));
    return scrubbed.every((item, i) => item === items[i]) ? value : scrubbed;
  }
  if (!isPlainObject(value)) return value;
  let changed = false;
  const entries = Object.entries(value).map(([key, item]) => {
    const next: [string, unknown] = [text(key), scrubValue(item, text)];
    if (next[0] !== key || next[1] !== item) changed = true;
    return next;
  });
  return changed ? Object.fromEntries(entries) : value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
