// Every lazily loaded part's words (parts/*.ts, decision 0880) exist in both languages, key for key, each
// Chinese sentence with the same parameters as its English one; and no key is both a part's and the first
// screen's dictionary's, or two parts': i18next merges them key by key, so one of the two would be lost.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { PartWords } from './part-words';

// Loaded afresh: files share modules when isolation is off (vitest --no-isolate), and i18next merges the parts'
// words into the objects it was given (the first screen's `en` among them) when another file adds them.
vi.resetModules();
const { en } = await import('./en');

const PARTS_DIR = join(import.meta.dirname, 'parts');

async function everyPartsWords(): Promise<[string, PartWords][]> {
  const found: [string, PartWords][] = [];
  for (const file of readdirSync(PARTS_DIR).filter(
    (name) => name.endsWith('.ts') && !name.includes('.test.'),
  )) {
    const module = (await import(join(PARTS_DIR, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) found.push([`${file} ${name}`, value as PartWords]);
  }
  return found;
}

/** Every string's key path with the parameters it names ({{name}}), sorted. A plural form may leave its count
 * unsaid ("once"), in one language and not the other, so a plural's count is not compared. */
function leaves(words: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof words === 'string') {
    const plural = /_(zero|one|two|few|many|other)$/.test(path);
    const params = [...words.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)]
      .map((m) => m[1])
      .filter((name) => !(plural && name === 'count'))
      .sort();
    out.set(path, words.trim() === '' ? '<empty>' : params.join(','));
    return out;
  }
  for (const [key, value] of Object.entries(words as object))
    for (const [leaf, params] of leaves(value, path ? `${path}.${key}` : key)) out.set(leaf, params);
  return out;
}

const parts = await everyPartsWords();

describe('the words lazily loaded parts bring', () => {
  it('are found, one record per file', () => {
    expect(parts.map(([name]) => name).sort()).toEqual([
      'compare.ts compareWords',
      'lesson-editor.ts lessonEditorWords',
      'lesson-guide.ts lessonGuideWords',
      'lesson-progress.ts lessonProgressWords',
      'mcp-lane.ts mcpLaneWords',
      'mcp-live.ts mcpLiveWords',
      'mcp-servers.ts mcpServersWords',
      'otlp-export.ts otlpExportWords',
      'schema-forms.ts schemaFormWords',
      'script-tab.ts scriptTabWords',
      'tool-definitions.ts toolDefinitionWords',
      'your-lessons.ts yourLessonsWords',
    ]);
  });

  it.each(parts)(
    '%s: Chinese has every English key and no other, with the same parameters',
    (_name, words) => {
      const english = leaves(words.en);
      expect(english.size).toBeGreaterThan(0);
      expect([...english.values()]).not.toContain('<empty>');
      expect(Object.fromEntries(leaves(words.zh))).toEqual(Object.fromEntries(english));
    },
  );

  it('share no key with the first screen’s dictionary or with each other', () => {
    const owner = new Map<string, string>([...leaves(en).keys()].map((key) => [key, 'en.ts']));
    for (const [name, words] of parts) {
      for (const key of leaves(words.en).keys()) {
        expect(owner.get(key), `${name}: ${key}`).toBeUndefined();
        owner.set(key, name);
      }
    }
  });
});
