// A deterministic folder to import (issue 13): `count` files in nested folders, text of several shapes
// (ASCII, UTF-8 with a BOM and CRLF, long lines) and binaries (every byte value, NULs, invalid UTF-8),
// adding up to `totalBytes` (± a few bytes). Written to disk for a folder picker, zipped for "Open a .zip…",
// and hashed the way the emulated Bash prints `find . -type f | sort | xargs sha256sum`, so a test reads the
// imported workspace back through the app and compares one digest.
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { zipSync } from 'fflate';

export interface FixtureFile {
  readonly path: string;
  readonly bytes: Uint8Array;
}

/** A small deterministic generator (no Math.random: the same fixture on every machine). */
function bytesFrom(seed: number, length: number): Uint8Array {
  const out = new Uint8Array(length);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    out[i] = state & 0xff;
  }
  return out;
}

function textOf(seed: number, length: number): string {
  const words = ['alpha', 'beta', 'gamma', 'delta', 'import', 'export', 'const', 'return', 'tool', 'call'];
  let text = '';
  let i = seed;
  while (text.length < length) {
    text += `${words[i % words.length]}${i % 7 === 0 ? '\n' : ' '}`;
    i += 3;
  }
  return text.slice(0, length);
}

export function importFixture(count: number, totalBytes: number): FixtureFile[] {
  const each = Math.max(1, Math.floor(totalBytes / count));
  const encoder = new TextEncoder();
  const files: FixtureFile[] = [];
  for (let i = 0; i < count; i++) {
    const folder = `pkg${i % 10}/mod${Math.floor(i / 10) % 10}`;
    switch (i % 5) {
      case 0:
        files.push({ path: `${folder}/data${i}.bin`, bytes: bytesFrom(i + 1, each) });
        break;
      case 1:
        // A BOM and CRLF line ends: bytes a text round trip could lose.
        files.push({
          path: `${folder}/notes${i}.txt`,
          bytes: encoder
            .encode(`\uFEFF${textOf(i, Math.max(0, each - 3)).replaceAll('\n', '\r\n')}`)
            .slice(0, each),
        });
        break;
      default:
        files.push({ path: `${folder}/src${i}.ts`, bytes: encoder.encode(textOf(i, each)) });
    }
  }
  // One file of every byte value, to check exactly.
  files[0] = { path: 'assets/every-byte.bin', bytes: Uint8Array.from({ length: 256 }, (_, b) => b) };
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** Writes the files under `root/<name>` (emptied first) and returns that folder. */
export function writeFixture(root: string, name: string, files: readonly FixtureFile[]): string {
  const folder = join(root, name);
  rmSync(folder, { recursive: true, force: true });
  for (const file of files) {
    const path = join(folder, file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.bytes);
  }
  return folder;
}

/** The files zipped inside a folder called `name`, as a person's zip tool would. */
export function zipFixture(name: string, files: readonly FixtureFile[]): Buffer {
  return Buffer.from(
    zipSync(Object.fromEntries(files.map((f) => [`${name}/${f.path}`, f.bytes])), { level: 6 }),
  );
}

export function sha256(bytes: Uint8Array | string): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** What `find . -type f | sort | xargs sha256sum | sha256sum` prints in the workspace (before its "  -"). */
export function workspaceDigest(files: readonly FixtureFile[]): string {
  const sorted = [...files].sort((a, b) => (`./${a.path}` < `./${b.path}` ? -1 : 1));
  return sha256(sorted.map((f) => `${sha256(f.bytes)}  ./${f.path}\n`).join(''));
}
