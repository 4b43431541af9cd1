// The words a language needs before the store may say it (issue 37): Chinese is a chunk of its own, loaded on
// first use, so a switch, a link's `lang=` or a stored choice lands only once its dictionary is in. The state
// layer knows no i18n library: the page hands its words in (ui/i18n/language-words.ts); a store built without
// them (Node tests, the CLI) has every language ready at once.
import type { Language } from './preferences-slice';

export interface LanguageWords {
  /** True when `language`'s words are in: the switch then lands in the same task. */
  ready(language: Language): boolean;
  /** Brings `language`'s words in; rejects when they cannot be loaded (offline before the first visit). */
  load(language: Language): Promise<void>;
  /** Makes `language` the words' own language, just before the store says it (one render, no English flash). */
  use(language: Language): void;
}

export const EVERY_LANGUAGE_READY: LanguageWords = {
  ready: () => true,
  load: () => Promise.resolve(),
  use: () => undefined,
};
