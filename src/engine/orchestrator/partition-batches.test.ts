import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { partitionBatches } from './partition-batches';
import { propertyOptions } from '../../common/testing/property-runs';

describe('partitionBatches', () => {
  it("splits the seed's [Read, Read, Edit, Grep] into [Read, Read] [Edit] [Grep]", () => {
    expect(partitionBatches([true, true, false, true])).toEqual([
      { index: 0, concurrent: true, members: [0, 1] },
      { index: 1, concurrent: false, members: [2] },
      { index: 2, concurrent: true, members: [3] },
    ]);
  });

  it("merges only adjacent safe calls (the reference's [R,G,E,R,B,R] case)", () => {
    expect(partitionBatches([true, true, false, true, false, true]).map((b) => b.members)).toEqual([
      [0, 1],
      [2],
      [3],
      [4],
      [5],
    ]);
  });

  it('holds its invariants for any sequence', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 200 }), (safe) => {
        const batches = partitionBatches(safe);
        // Concatenated, the batches are the input order.
        expect(batches.flatMap((b) => b.members)).toEqual(safe.map((_, i) => i));
        for (let i = 0; i < batches.length; i++) {
          const batch = batches[i]!;
          // No unsafe call shares a batch; a concurrent batch holds only safe calls.
          if (!batch.concurrent) expect(batch.members).toHaveLength(1);
          for (const member of batch.members) if (!safe[member]) expect(batch.concurrent).toBe(false);
          // No two adjacent batches are both concurrent.
          if (i > 0) expect(batch.concurrent && batches[i - 1]!.concurrent).toBe(false);
        }
      }),
      propertyOptions(100),
    );
  });
});
