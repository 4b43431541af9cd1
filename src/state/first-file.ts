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
  let best: Candidate | null = null;
  for (const entry of listingEntries(listing)) {
    if (entry.type !== 'file') continue;
    // Only a file at the best depth so far or shallower can win: the rest cost a count of slashes.
    const depth = depthOf(entry.path);
    if (best !== null && depth > best.depth) continue;
    if (HIDDEN.test(entry.path)) continue;
    const candidate = {
      path: entry.path,
      depth,
      readme: isReadme(entry.path.slice(entry.path.lastIndexOf('/') + 1)),
    };
    if (best === null || before(candidate, best)) best = candidate;
  }
  return best?.path ?? null;
}

interface Candidate {
  readonly path: string;
  readonly depth: number;
  readonly readme: boolean;
}

/** A name starting with a dot, anywhere in the path. */
const HIDDEN = /(?:^|\/)\./;

function depthOf(path: string): number {
  let depth = 1;
  for (let i = path.indexOf('/'); i !== -1; i = path.indexOf('/', i + 1)) depth += 1;
  return depth;
}

/** Shallower first, then a README, then path order. */
function before(a: Candidate, b: Candidate): boolean {
  if (a.depth !== b.depth) return a.depth < b.depth;
  if (a.readme !== b.readme) return a.readme;
  return a.path < b.path;
}
