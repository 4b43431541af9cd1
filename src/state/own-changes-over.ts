// What a tab writes when it remembers its preferences: only the fields it changed itself, over what the
// other tabs stored since. zustand's persist writes the whole set (`{"state": {…}, "version": n}`) at once, so
// a tab that changed its theme also wrote its stale language over the one another tab had just chosen.
// A three-way merge by field: `base` is what this tab's state matched when it last read or wrote, `stored` is
// what the storage holds now, `next` is what this tab would write. A field this tab left as it was in `base`
// takes the stored value; a field it changed keeps its own. Anything that is not that shape is written as is.

type Persisted = { readonly state: Record<string, unknown> } & Record<string, unknown>;

function persisted(text: string | null | undefined): Persisted | null {
  if (text === null || text === undefined) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const state = (value as { state?: unknown }).state;
    return typeof state === 'object' && state !== null && !Array.isArray(state) ? (value as Persisted) : null;
  } catch {
    return null;
  }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function ownChangesOver(stored: string | null, base: string | null | undefined, next: string): string {
  const [now, before, mine] = [persisted(stored), persisted(base), persisted(next)];
  if (!now || !before || !mine) return next;
  const state: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(mine.state)) {
    const untouched = field in before.state && same(value, before.state[field]);
    state[field] = untouched && field in now.state ? now.state[field] : value;
  }
  return JSON.stringify({ ...mine, state });
}
