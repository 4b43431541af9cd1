// Hashes are pinned, so they must all be taken over one canonical JSON: two implementations once differed on
// function-valued members. This test reads the sources and keeps src/common/canonical-json.ts the only one.
import { describe, expect, it } from 'vitest';
import { SOURCE_FILES, importsOf, sourceText } from './testing/source-files';

const MODULE = 'src/common/canonical-json.ts';
/**
 * Files that hash bytes that are not JSON, so they need no canonical JSON: file contents, and the OTLP
 * export's span ids (a hash of the trace hash and a span's key, both plain strings).
 */
const HASH_RAW_BYTES = ['src/vfs/tree-nodes.ts', 'src/session/otlp/otlp-export.ts'];
const DECLARES_CANONICAL_JSON =
  /\b(function|const|let|var)\s+(canonical\w*json|stable\w*(stringify|json)|sorted\w*(stringify|json))\b/i;

describe('canonical JSON has one implementation', () => {
  it('is declared only in src/common/canonical-json.ts', () => {
    expect(SOURCE_FILES.filter((file) => DECLARES_CANONICAL_JSON.test(sourceText(file)))).toEqual([MODULE]);
  });

  it('is imported from there by every user', () => {
    const users = SOURCE_FILES.filter((file) => importsOf(file, 'canonicalJson').length > 0);
    expect(users).toContain('src/session/trace-hash.ts');
    expect(users).toContain('src/engine/schema/openai-tools.ts');
    for (const file of users) expect(importsOf(file, 'canonicalJson'), file).toEqual([MODULE]);
  });

  it('feeds every SHA-256 over structured data', () => {
    const hashing = SOURCE_FILES.filter(
      (file) => !file.endsWith('.test.ts') && /from '@noble\/hashes\/sha2(\.js)?'/.test(sourceText(file)),
    );
    expect(hashing.length).toBeGreaterThan(HASH_RAW_BYTES.length);
    for (const file of hashing.filter((f) => !HASH_RAW_BYTES.includes(f))) {
      expect(importsOf(file, 'canonicalJson'), `${file} hashes without canonical JSON`).toEqual([MODULE]);
    }
  });
});
