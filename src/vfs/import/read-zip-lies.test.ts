// A zip entry is read only if its content is what it states: its size (checked while inflating, so a bomb is
// stopped early) and its CRC-32 (checked after). Before issue 36 an entry stating 1,024 bytes that inflates to
// 1 GB was imported as its first 1,024 bytes, and a wrong CRC went unseen.
import { Inflate, inflateSync, zipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { crc32 } from './crc32';
import { readImport } from './read-import';
import { deflatedZeros, honestEntry, zipOf } from './testing/lying-zip';

const none = () => undefined;
const readZip = (zip: Uint8Array) =>
  readImport({ kind: 'zip', file: new Blob([zip as Uint8Array<ArrayBuffer>]) }, none);
const text = (s: string) => new TextEncoder().encode(s);

describe('a zip that lies about an entry', () => {
  it('builds its payload right: the zeros inflate to the megabytes asked for', () => {
    expect(inflateSync(deflatedZeros(3)).length).toBe(3 << 20);
  });

  it('refuses an entry stating 1,024 bytes and CRC 0 that inflates to 1 GiB, quickly and naming it', async () => {
    const deflated = deflatedZeros(1024);
    expect(deflated.length).toBeLessThan(1_100_000);
    // Counted in pieces fed to the inflater, not in milliseconds: a timed assertion fails on a loaded machine.
    const pushes = vi.spyOn(Inflate.prototype, 'push');
    const read = await readZip(zipOf({ name: 'bomb.bin', deflated, statedSize: 1024, statedCrc: 0 }));
    expect(read).toEqual({
      ok: false,
      refusal: { kind: 'zip-entry-lies', path: 'bomb.bin', problem: 'larger', stated: 1024 },
    });
    // Stopped at its first piece past 1,024 bytes, not after feeding all ~67 pieces of the gigabyte.
    expect(pushes.mock.calls.length).toBeGreaterThan(0);
    expect(pushes.mock.calls.length).toBeLessThanOrEqual(2);
    pushes.mockRestore();
  });

  it('refuses an entry holding fewer bytes than it states', async () => {
    const content = text('short');
    const entry = { ...honestEntry('a.txt', content), statedSize: 6 };
    expect((await readZip(zipOf(entry))).ok).toBe(false);
    expect(await readZip(zipOf(entry))).toMatchObject({
      refusal: { kind: 'zip-entry-lies', problem: 'smaller' },
    });
  });

  it('refuses an entry whose bytes do not have the CRC-32 it states', async () => {
    const entry = { ...honestEntry('a.txt', text('hello')), statedCrc: 0 };
    expect(await readZip(zipOf(entry))).toEqual({
      ok: false,
      refusal: { kind: 'zip-entry-lies', path: 'a.txt', problem: 'crc', stated: 5 },
    });
  });

  it('reads the same entry when it tells the truth, and zips fflate writes (stored and deflated)', async () => {
    const honest = await readZip(zipOf(honestEntry('a.txt', text('hello'))));
    expect(honest.ok && honest.value.map((f) => [f.path, new TextDecoder().decode(f.bytes)])).toEqual([
      ['a.txt', 'hello'],
    ]);
    const written = zipSync({ 'p/s.txt': [text('stored'), { level: 0 }], 'p/d.txt': text('d'.repeat(500)) });
    const read = await readZip(written);
    expect(read.ok && read.value.map((f) => [f.path, f.bytes.length])).toEqual([
      ['d.txt', 500],
      ['s.txt', 6],
    ]);
  });

  it('computes the zip format’s CRC-32', () => {
    expect(crc32(text('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
  });
});
