// The file a lesson opens with, so the editor shows the lesson's own work instead of the app's welcome: a
// README at the shallowest level if there is one, else the first file of the shallowest level in path
// order (the tree's order). Hidden folders (.toolscope's spill files) are never first.
import { listingEntries, type WorkspaceListing } from './workspace-slice';

const depthOf = (path: string) => path.split('/').length;
const hidden = (path: string) => path.split('/').some((part) => part.startsWith('.'));
const isReadme = (path: string) => /^readme(\.[a-z]+)?$/i.test(path.split('/').at(-1)!);

export function firstFileOf(listing: WorkspaceListing | null): string | null {
  if (!listing) return null;
  const files = listingEntries(listing)
    .filter((entry) => entry.type === 'file' && !hidden(entry.path))
    .map((entry) => entry.path)
    .sort((a, b) => depthOf(a) - depthOf(b) || Number(isReadme(b)) - Number(isReadme(a)) || (a < b ? -1 : 1));
  return files[0] ?? null;
}
