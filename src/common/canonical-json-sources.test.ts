// Hashes are pinned, so they must all be taken over one canonical JSON: two implementations once differed on
// function-valued members. This test reads the sources and keeps src/common/canonical-json.ts the only one.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const MODULE = 'src/common/canonical-json.ts';
/** Files that hash bytes that are not JSON (file contents), so they need no canonical JSON. */
const HASH_RAW_BYTES = ['src/vfs/tree-nodes.ts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

const FILES = ['src', 'bench', 'scripts', 'harness', 'e2e'].flatMap(sourceFiles);
const textOf = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** The files a file imports canonicalJson from, as repository paths. */
function canonicalJsonImports(file: string): string[] {
  const found = textOf(file).matchAll(/import\s*\{[^}]*\bcanonicalJson\b[^}]*\}\s*from\s*'([^']+)'/g);
  return [...found].map((m) => relative(ROOT, resolve(ROOT, dirname(file), m[1]!)) + '.ts');
}

describe('canonical JSON has one implementation', () => {
  it('is declared only in src/common/canonical-json.ts', () => {
    const declaring = FILES.filter((file) =>
      /\b(function|const|let|var)\s+(canonical\w*json|stable\w*(stringify|json)|sorted\w*(stringify|json))\b/i.test(
        textOf(file),
      ),
    );
    expect(declaring).toEqual([MODULE]);
  });

  it('is imported from there by every user', () => {
    const users = FILES.filter((file) => canonicalJsonImports(file).length > 0);
    expect(users).toContain('src/session/trace-hash.ts');
    expect(users).toContain('src/engine/schema/openai-tools.ts');
    for (const file of users) expect(canonicalJsonImports(file), file).toEqual([MODULE]);
  });

  it('feeds every SHA-256 over structured data', () => {
    const hashing = FILES.filter(
      (file) => !file.endsWith('.test.ts') && /from '@noble\/hashes\/sha2(\.js)?'/.test(textOf(file)),
    );
    expect(hashing.length).toBeGreaterThan(HASH_RAW_BYTES.length);
    for (const file of hashing.filter((f) => !HASH_RAW_BYTES.includes(f))) {
      expect(canonicalJsonImports(file), `${file} hashes without canonical JSON`).toEqual([MODULE]);
    }
  });
});
