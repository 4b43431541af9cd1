// The order a person expects to read a folder in: digits compare as numbers (`mod2` before `mod10`) and case
// does not split the list (`a.md`, `B.md`, `c.md`). The tools keep code-point order (what `ls` prints under
// LC_ALL=C, `compareNames` in src/vfs): this order is only for what the page draws.

// One fixed locale, so a Chinese page lists a folder as an English one does; one collator, built once.
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'variant' });

/** Natural order of two names; names the collator holds equal (`a1` / `a01`) fall back to code points. */
export function compareNaturally(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
