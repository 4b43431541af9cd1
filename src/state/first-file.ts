// The file a lesson opens with, so the editor shows the lesson's own work instead of the app's welcome: a
// README at the shallowest level if there is one, else the first file of the shallowest level in path
// order (the tree's order). Hidden folders (.toolscope's spill files) are never first.
//
// The editor area asks this of the shown workspace on every store update (FirstFilePreview's selector):
// with 5,000 files, sorting them each time was 13–30 ms per update while a pasted link opened (issue 37).
// A listing never changes, so its answer is kept with it, and found in one pass.
import { listingEntries, type WorkspaceListing } from './workspace-slice';

const answers = new WeakMap<WorkspaceListing, string | null>();

export function firstFileOf(listing: WorkspaceListing | null): string | null {
  if (!listing) return null;
  let answer = answers.get(listing);
  if (answer === undefined) {
    answer = firstOf(listing);
    answers.set(listing, answer);
  }
  return answer;
}

const isReadme = (name: string) => /^readme(\.[a-z]+)?$/i.test(name);

function firstOf(listing: WorkspaceListing): string | null {
  let best: { readonly path: string; readonly depth: number; readonly readme: boolean } | null = null;
  for (const entry of listingEntries(listing)) {
    if (entry.type !== 'file') continue;
    const parts = entry.path.split('/');
    if (parts.some((part) => part.startsWith('.'))) continue;
    const candidate = { path: entry.path, depth: parts.length, readme: isReadme(parts.at(-1)!) };
    if (best === null || before(candidate, best)) best = candidate;
  }
  return best?.path ?? null;
}

/** Shallower first, then a README, then path order. */
function before(
  a: { readonly path: string; readonly depth: number; readonly readme: boolean },
  b: { readonly path: string; readonly depth: number; readonly readme: boolean },
): boolean {
  if (a.depth !== b.depth) return a.depth < b.depth;
  if (a.readme !== b.readme) return a.readme;
  return a.path < b.path;
}
