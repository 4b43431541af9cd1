// The project's own source files, for tests that check a rule over the code itself (one implementation of a
// helper, no stray copies). Paths are repository-relative with forward slashes, in a stable order.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const REPOSITORY_ROOT = resolve(import.meta.dirname, '../../..');
const SOURCE_FOLDERS = ['src', 'bench', 'scripts', 'harness', 'e2e'];

function filesUnder(dir: string): string[] {
  return readdirSync(join(REPOSITORY_ROOT, dir), { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
      return /\.(ts|tsx|mjs)$/.test(entry.name) ? [path] : [];
    });
}

export const SOURCE_FILES: readonly string[] = SOURCE_FOLDERS.flatMap(filesUnder);

export function sourceText(file: string): string {
  return readFileSync(join(REPOSITORY_ROOT, file), 'utf8');
}

/** Repository paths of the modules `file` imports `name` from (named imports, relative specifiers). */
export function importsOf(file: string, name: string): string[] {
  const named = new RegExp(
    `import\\s*(?:type\\s*)?\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*'(\\.[^']+)'`,
    'g',
  );
  return [...sourceText(file).matchAll(named)].map(
    (m) => `${relative(REPOSITORY_ROOT, resolve(REPOSITORY_ROOT, dirname(file), m[1]!))}.ts`,
  );
}
