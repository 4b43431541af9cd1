// The workspace's nodes as the page's file tree takes them: without contents, and packed in columns (paths
// in one string, sizes and versions in typed arrays), because a message of 10,000 small objects costs the
// page tens of milliseconds to take in, while one string and two arrays cost about one.
import type { ListingEntry } from '../../vfs/listing';

export type { ListingEntry };

export interface WorkspaceListing {
  /** The seq the listing stands for: ask a file's content as of it (`workspaceFile`). */
  readonly at: number;
  /** Paths joined by NUL (a character no workspace path holds), in the order the entries had. */
  readonly paths: string;
  /** One letter per entry: f file, d directory, l symlink. */
  readonly types: string;
  readonly sizes: Float64Array;
  readonly versions: Float64Array;
}

const LETTER = { file: 'f', directory: 'd', symlink: 'l' } as const;
const TYPE = { f: 'file', d: 'directory', l: 'symlink' } as const;

export function packListing(at: number, entries: readonly ListingEntry[]): WorkspaceListing {
  const sizes = new Float64Array(entries.length);
  const versions = new Float64Array(entries.length);
  let types = '';
  entries.forEach((entry, i) => {
    sizes[i] = entry.size;
    versions[i] = entry.version;
    types += LETTER[entry.type];
  });
  const listing = { at, paths: entries.map((e) => e.path).join('\u0000'), types, sizes, versions };
  // The entries it was packed from are the ones it unpacks to: the page packs the starting files' listing
  // itself, and its tree would otherwise split the paths and make 5,000 objects again (issue 37).
  unpacked.set(listing, entries);
  return listing;
}

const unpacked = new WeakMap<WorkspaceListing, readonly ListingEntry[]>();

/** The entries back as objects, made once per listing (a listing never changes). */
export function listingEntries(listing: WorkspaceListing): readonly ListingEntry[] {
  let entries = unpacked.get(listing);
  if (!entries) {
    const paths = listing.types.length === 0 ? [] : listing.paths.split('\u0000');
    entries = paths.map((path, i) => ({
      type: TYPE[listing.types[i] as keyof typeof TYPE],
      path,
      size: listing.sizes[i] ?? 0,
      version: listing.versions[i] ?? 0,
    }));
    unpacked.set(listing, entries);
  }
  return entries;
}
