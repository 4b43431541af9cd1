// How much a person may bring into a new session's workspace. One constant, read by the reader (which stops
// as soon as a limit is passed), by the messages that name it and by the page's own words for it.
export const IMPORT_LIMITS = {
  maxFiles: 5_000,
  /** Total of the files' sizes, in bytes (decimal: 50 MB). */
  maxBytes: 50_000_000,
} as const;

/** Why an import was refused: a value the page turns into words (en/zh) and the tests read. */
export type ImportRefusal =
  | { readonly kind: 'too-many-files'; readonly files: number; readonly limit: number }
  | { readonly kind: 'too-many-bytes'; readonly bytes: number; readonly limit: number }
  | { readonly kind: 'empty' }
  | { readonly kind: 'bad-path'; readonly path: string }
  | { readonly kind: 'path-conflict'; readonly path: string }
  | { readonly kind: 'bad-zip'; readonly detail: string }
  /** A zip entry whose content is not what it states: more or fewer bytes, or another CRC-32. */
  | {
      readonly kind: 'zip-entry-lies';
      readonly path: string;
      readonly problem: ZipEntryLie;
      /** The size the entry states, in bytes. */
      readonly stated: number;
    }
  | { readonly kind: 'unreadable'; readonly path: string; readonly detail: string }
  | { readonly kind: 'storage'; readonly detail: string }
  /** An exported document's embedded files are not the tree it names. */
  | { readonly kind: 'embedded-mismatch' };

export type ZipEntryLie = 'larger' | 'smaller' | 'crc';

/** The first limit a listing passes, counted before anything is read (a File's size is known up front). */
export function limitPassed(files: number, bytes: number): ImportRefusal | null {
  if (files > IMPORT_LIMITS.maxFiles) {
    return { kind: 'too-many-files', files, limit: IMPORT_LIMITS.maxFiles };
  }
  if (bytes > IMPORT_LIMITS.maxBytes) {
    return { kind: 'too-many-bytes', bytes, limit: IMPORT_LIMITS.maxBytes };
  }
  return null;
}
