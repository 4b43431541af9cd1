// Zips that state one thing and hold another, built in memory for the import's tests: one deflated entry
// whose stated size and CRC-32 are whatever the test says, and a payload of zeros that inflates to any number
// of megabytes from ~1 KB of compressed data per megabyte (a gigabyte is ~1 MB, never on disk).
import { Deflate, deflateSync } from 'fflate';
import { crc32 } from '../crc32';

/** A byte-aligned run of deflate blocks (not final) that inflates to one MiB of zeros; repeatable. */
function mebibyteOfZeros(): Uint8Array {
  const parts: Uint8Array[] = [];
  const deflate = new Deflate({ level: 9 }, (chunk) => parts.push(chunk));
  deflate.push(new Uint8Array(1 << 20), false);
  deflate.flush(true);
  return concat(parts);
}

/** Raw deflate data of `mebibytes` MiB of zeros. */
export function deflatedZeros(mebibytes: number): Uint8Array {
  const run = mebibyteOfZeros();
  const ending = deflateSync(new Uint8Array(0));
  return concat([...Array.from({ length: mebibytes }, () => run), ending]);
}

export interface LyingEntry {
  readonly name: string;
  /** Raw deflate data. */
  readonly deflated: Uint8Array;
  readonly statedSize: number;
  readonly statedCrc: number;
}

/** A one-entry zip (local header, data, central directory, end record) stating what the entry says. */
export function zipOf(entry: LyingEntry): Uint8Array {
  const name = new TextEncoder().encode(entry.name);
  const local = new DataView(new ArrayBuffer(30));
  local.setUint32(0, 0x04034b50, true);
  local.setUint16(4, 20, true);
  local.setUint16(8, 8, true);
  local.setUint32(14, entry.statedCrc, true);
  local.setUint32(18, entry.deflated.length, true);
  local.setUint32(22, entry.statedSize, true);
  local.setUint16(26, name.length, true);
  const central = new DataView(new ArrayBuffer(46));
  central.setUint32(0, 0x02014b50, true);
  central.setUint16(4, 20, true);
  central.setUint16(6, 20, true);
  central.setUint16(10, 8, true);
  central.setUint32(16, entry.statedCrc, true);
  central.setUint32(20, entry.deflated.length, true);
  central.setUint32(24, entry.statedSize, true);
  central.setUint16(28, name.length, true);
  const directoryAt = 30 + name.length + entry.deflated.length;
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, 1, true);
  end.setUint16(10, 1, true);
  end.setUint32(12, 46 + name.length, true);
  end.setUint32(16, directoryAt, true);
  const bytes = (view: DataView) => new Uint8Array(view.buffer);
  return concat([bytes(local), name, entry.deflated, bytes(central), name, bytes(end)]);
}

/** An honest entry: its real size and CRC-32. */
export function honestEntry(name: string, content: Uint8Array): LyingEntry {
  return { name, deflated: deflateSync(content), statedSize: content.length, statedCrc: crc32(content) };
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}
