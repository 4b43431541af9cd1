import { describe, expect, it } from 'vitest';
import type { ListingEntry } from '../../vfs/listing';
import { listingEntries, packListing } from './workspace-listing';

describe('a packed workspace listing', () => {
  it('gives back every entry as it was, odd names included', () => {
    const entries: ListingEntry[] = [
      { type: 'directory', path: 'd', size: 0, version: 3 },
      { type: 'file', path: 'd/line\nbreak.txt', size: 12, version: 2 ** 40 },
      { type: 'symlink', path: 'd/ссылка', size: 5, version: 9 },
      { type: 'file', path: 'd/ ', size: 0, version: 1 },
    ];
    const packed = packListing(7, entries);
    expect(packed.at).toBe(7);
    expect(listingEntries(structuredClone(packed))).toEqual(entries);
    expect(listingEntries(packListing(-1, []))).toEqual([]);
  });

  it('carries one string and two number arrays, not an object per file', () => {
    const many = Array.from({ length: 10_000 }, (_, i): ListingEntry => ({
      type: 'file',
      path: `f${i}`,
      size: i,
      version: i,
    }));
    const packed = packListing(0, many);
    expect(Object.values(packed).filter((v) => typeof v === 'object')).toEqual([
      packed.sizes,
      packed.versions,
    ]);
    expect(listingEntries(packed)).toBe(listingEntries(packed)); // unpacked once
  });
});
