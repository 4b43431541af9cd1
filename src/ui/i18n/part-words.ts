// A lazily loaded part's own words (decision 0880): what only the Tools tab, the MCP lane or the pipeline view
// reads is not in the dictionary the first screen loads (issue 37's budget) but in a record of the part's own,
// loaded with it. Its halves are typed together, so a language that lacks a key, or has one English does not,
// fails the type check, as zh.ts does against en.ts; both halves come in the part's chunk, so the words are in
// before the part first draws, in whichever language the page is in or switches to later.
import type { Language } from '../../state/preferences-slice';
import type { Widen } from './widen';

/** English as written, and every other language with exactly English's keys. */
export type PartWords<T extends object = object> = { readonly en: T } & {
  readonly [L in Exclude<Language, 'en'>]: Widen<T>;
};

/** Checks a part's halves against each other where they are written. */
export function partWords<T extends object>(words: PartWords<T>): PartWords<T> {
  return words;
}

/** The languages a part's words carry, in the order they are added. */
export const PART_LANGUAGES: readonly Language[] = ['en', 'zh'];
