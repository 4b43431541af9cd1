// Every word the page has in one language: the first screen's dictionary with every lazily loaded part's words
// merged in (parts/, decision 0880). For tests that check all of them (plural forms, Chinese punctuation and
// terms) or word something a part draws without loading the part.
import { en } from '../en';
import type { PartWords } from '../part-words';
import { zh } from '../zh';

const PARTS = Object.values(
  import.meta.glob<Record<string, PartWords>>('../parts/*.ts', { eager: true }),
).flatMap((module) => Object.values(module));

type Words = { readonly [key: string]: string | Words };

function merged(into: Words, words: Words): Words {
  const out: Record<string, string | Words> = { ...into };
  for (const [key, value] of Object.entries(words)) {
    const there = out[key];
    out[key] = typeof value === 'object' && typeof there === 'object' ? merged(there, value) : value;
  }
  return out;
}

export const everyWord: { readonly en: Words; readonly zh: Words } = {
  en: PARTS.reduce<Words>((all, part) => merged(all, part.en as Words), en),
  zh: PARTS.reduce<Words>((all, part) => merged(all, part.zh as Words), zh),
};
