// A zip's central directory read by us: each entry's name, compression, stated sizes and stated CRC-32, and
// where its data starts. fflate's unzipSync gives names and sizes but neither the CRC nor the data's place,
// and it inflates an entry into a buffer of the stated size, so an entry stating 1,024 bytes that inflates to
// 1 GB came out as its first 1,024 bytes, accepted. With these facts read-zip.ts checks every entry itself.
// Only what an import needs: no multi-disk archives, no encryption (both refused with a reason).
import { strFromU8 } from 'fflate';

export interface ZipEntry {
  readonly name: string;
  /** 0 stored, 8 deflate (the only two an import reads). */
  readonly method: number;
  readonly crc: number;
  readonly compressedSize: number;
  /** The size the entry says its content has. */
  readonly size: number;
  /** Offset of the entry's (compressed) data in the archive. */
  readonly dataStart: number;
}

export type ZipDirectory =
  | { readonly ok: true; readonly entries: readonly ZipEntry[] }
  | { readonly ok: false; readonly detail: string };

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** A 32-bit field holding this means "see the zip64 extra field". */
const SEE_ZIP64 = 0xffffffff;

class BadZip extends Error {}

export function readZipDirectory(data: Uint8Array): ZipDirectory {
  try {
    return { ok: true, entries: entriesOf(new DataView(data.buffer, data.byteOffset, data.byteLength)) };
  } catch (error) {
    if (error instanceof BadZip || error instanceof RangeError) return { ok: false, detail: error.message };
    throw error;
  }
}

function entriesOf(view: DataView): ZipEntry[] {
  const end = findEndOfDirectory(view);
  let count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  if (count === 0xffff || at === SEE_ZIP64) {
    const locator = end - 20;
    if (locator < 0 || view.getUint32(locator, true) !== ZIP64_LOCATOR) throw new BadZip('no zip64 locator');
    const zip64End = safeNumber(view.getBigUint64(locator + 8, true));
    if (view.getUint32(zip64End, true) !== ZIP64_END) throw new BadZip('no zip64 end record');
    count = safeNumber(view.getBigUint64(zip64End + 32, true));
    at = safeNumber(view.getBigUint64(zip64End + 48, true));
  }
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (view.getUint32(at, true) !== DIRECTORY_ENTRY) throw new BadZip(`directory entry ${i} is damaged`);
    const flags = view.getUint16(at + 8, true);
    if (flags & 1) throw new BadZip('it is encrypted');
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const nameBytes = new Uint8Array(view.buffer, view.byteOffset + at + 46, nameLength);
    // Bit 11: the name is UTF-8; otherwise the old single-byte code page, read as Latin-1 as fflate does.
    const name = strFromU8(nameBytes, (flags & 0x800) === 0);
    const sizes = withZip64Sizes(view, at + 46 + nameLength, extraLength, {
      size: view.getUint32(at + 24, true),
      compressedSize: view.getUint32(at + 20, true),
      localHeader: view.getUint32(at + 42, true),
    });
    entries.push({
      name,
      method: view.getUint16(at + 10, true),
      crc: view.getUint32(at + 16, true),
      compressedSize: sizes.compressedSize,
      size: sizes.size,
      dataStart: dataStartOf(view, sizes.localHeader, name),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The end record is the last thing in the file, followed by a comment of at most 65,535 bytes. */
function findEndOfDirectory(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= lowest; at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  }
  throw new BadZip('no end of central directory');
}

interface EntrySizes {
  readonly size: number;
  readonly compressedSize: number;
  readonly localHeader: number;
}

/** The zip64 extra field (id 1) holds, in this order, each of the three that its 32-bit field left out. */
function withZip64Sizes(view: DataView, extra: number, length: number, sizes: EntrySizes): EntrySizes {
  const wanted = [sizes.size, sizes.compressedSize, sizes.localHeader].some((value) => value === SEE_ZIP64);
  if (!wanted) return sizes;
  for (let at = extra; at + 4 <= extra + length;) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (id === 1) {
      let field = at + 4;
      const next = (stated: number) => {
        if (stated !== SEE_ZIP64) return stated;
        const value = safeNumber(view.getBigUint64(field, true));
        field += 8;
        return value;
      };
      const size64 = next(sizes.size);
      const compressed64 = next(sizes.compressedSize);
      return { size: size64, compressedSize: compressed64, localHeader: next(sizes.localHeader) };
    }
    at += 4 + size;
  }
  throw new BadZip('an entry has no zip64 sizes');
}

function dataStartOf(view: DataView, localHeader: number, name: string): number {
  if (view.getUint32(localHeader, true) !== LOCAL_HEADER)
    throw new BadZip(`the header of ${name} is damaged`);
  return localHeader + 30 + view.getUint16(localHeader + 26, true) + view.getUint16(localHeader + 28, true);
}

function safeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new BadZip('a size is larger than any file');
  return Number(value);
}
