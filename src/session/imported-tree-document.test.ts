// The session document's reference to an imported tree: kept through load → spec → document, checked by the
// schema field by field, and optional, so every older document still loads as it did.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSessionText, loadSessionValue } from './load-session';
import { documentOf, runSpecOf } from './session-document';

const fixture = readFileSync(join(import.meta.dirname, 'fixtures/v1/imported-folder.session.json'), 'utf8');

function loaded() {
  const result = loadSessionText(fixture);
  if (!result.ok) throw new Error(result.reason);
  return result.document;
}

describe('a document referring to an imported tree', () => {
  it('loads, and the reference survives spec and document', () => {
    const document = loaded();
    expect(document.importedTree).toEqual({
      sha256: '3f0c8b7a54d3e1f2a9b8c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f2a1b0c9d8e7f6',
      files: 500,
      bytes: 1048576,
    });
    const spec = runSpecOf(document);
    expect(spec.importedTree).toEqual(document.importedTree);
    const again = documentOf({ ...spec, importedTree: { ...spec.importedTree!, extra: 'x' } as never }, 'T');
    expect(again.importedTree).toEqual(document.importedTree);
    expect(loadSessionValue(again).ok).toBe(true);
  });

  it('is refused with the field named when the reference is malformed', () => {
    const base = JSON.parse(fixture) as Record<string, unknown>;
    const cases: [unknown, RegExp][] = [
      [{ sha256: 'ABC', files: 1, bytes: 1 }, /importedTree\/sha256/],
      [{ sha256: 'a'.repeat(64), files: 5001, bytes: 1 }, /importedTree\/files/],
      [{ sha256: 'a'.repeat(64), files: 1, bytes: 50_000_001 }, /importedTree\/bytes/],
      [{ sha256: 'a'.repeat(64), files: 1, bytes: 1, path: '/home' }, /importedTree/],
      [{ sha256: 'a'.repeat(64), files: 1 }, /importedTree/],
    ];
    for (const [importedTree, problem] of cases) {
      const result = loadSessionValue({ ...base, importedTree });
      expect(result.ok).toBe(false);
      expect(!result.ok && result.problems.join('\n')).toMatch(problem);
    }
  });

  it('leaves a document without one exactly as it was', () => {
    const base = JSON.parse(fixture) as Record<string, unknown>;
    delete base.importedTree;
    const result = loadSessionValue(base);
    expect(result.ok && 'importedTree' in result.document).toBe(false);
    expect(result.ok && 'importedTree' in runSpecOf(result.document)).toBe(false);
  });
});
