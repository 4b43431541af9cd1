// One zip entry's content, checked against what the entry states: inflation stops at the first piece that
// passes the stated size (a bomb costs at most that size plus one piece's output), a shorter content is
// refused too, and the bytes must have the stated CRC-32. A lying entry is refused with the lie named; it is
// never imported cut to its stated size.
import { inflateBounded } from '../../common/bounded-inflate';
import { crc32 } from './crc32';
import type { ImportRefusal } from './import-limits';
import type { ZipEntry } from './zip-directory';

/**
 * Compressed bytes inflated per piece: an entry lying by a factor of ~1,000 (deflate's most) overshoots its
 * stated size by at most ~16 MB before it is stopped, in the import worker; smaller pieces were slower.
 */
const INFLATE_PIECE_BYTES = 16_384;

export type EntryBytes =
  { readonly ok: true; readonly bytes: Uint8Array } | { readonly ok: false; readonly refusal: ImportRefusal };

export function zipEntryBytes(data: Uint8Array, entry: ZipEntry, path: string): EntryBytes {
  const lie = (problem: 'larger' | 'smaller' | 'crc'): EntryBytes => ({
    ok: false,
    refusal: { kind: 'zip-entry-lies', path, problem, stated: entry.size },
  });
  const bad = (detail: string): EntryBytes => ({ ok: false, refusal: { kind: 'bad-zip', detail } });
  if (entry.dataStart + entry.compressedSize > data.length)
    return bad(`${path} ends past the end of the zip`);
  const stored = data.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  let bytes: Uint8Array;
  if (entry.method === 0) {
    bytes = stored.slice();
  } else if (entry.method === 8) {
    const inflated = inflateBounded(stored, entry.size, INFLATE_PIECE_BYTES);
    if (!inflated.ok)
      return inflated.kind === 'too-large' ? lie('larger') : bad(`${path}: ${inflated.reason}`);
    bytes = inflated.bytes;
  } else {
    return bad(`${path} uses compression method ${entry.method}, which is not read`);
  }
  if (bytes.length > entry.size) return lie('larger');
  if (bytes.length < entry.size) return lie('smaller');
  if (crc32(bytes) !== entry.crc) return lie('crc');
  return { ok: true, bytes };
}
