// The shape another language must give for English words: the same keys, nested alike, any text in each
// string's place. English is written `as const` (its literal text as types), so a translation is checked
// against its keys, never against the English sentences.
export type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
