// A reason the engine gave, as the page words it: an i18n key under `reasons.` with its parameters, the parts
// drawn verbatim (a tool, a command, a rule: `<name/>` in the string), and the engine's own English sentence,
// which is what the model or a log reads. Rendering from codes keeps the trace free of the viewer's language
// (its hash never depends on who watches); the English stays one click away.
import type { TFunction } from 'i18next';

export interface Reason {
  /** Under `reasons.`, e.g. `permission.read`. */
  readonly key: string;
  readonly values?: Readonly<Record<string, string | number>>;
  /** Parts shown as code, never translated: the `<name/>` placeholders of the string. */
  readonly verbatim?: Readonly<Record<string, string>>;
  /** The engine's sentence (English); null when it wrote none. */
  readonly original: string | null;
}

export function reason(
  key: string,
  original: string | null,
  verbatim: Readonly<Record<string, string>> = {},
  values: Readonly<Record<string, string | number>> = {},
): Reason {
  return { key, original, verbatim, values };
}

/** English pages show the engine's own sentence: it carries every detail, and it is what the model read. */
export function showsOriginal(language: string, item: Reason): item is Reason & { original: string } {
  return item.original !== null && language.startsWith('en');
}

/** The reason as plain text (a title, the terminal, a notice): verbatim parts quoted in place. */
export function reasonString(item: Reason, t: TFunction, language: string): string {
  if (showsOriginal(language, item)) return item.original;
  const text = t(`reasons.${item.key}`, { ...item.values });
  return text.replace(/<(\w+)\/>/g, (_, name: string) => `「${item.verbatim?.[name] ?? ''}」`);
}
