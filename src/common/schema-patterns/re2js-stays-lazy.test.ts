// re2js (~150 KB raw) belongs to the chunks that match a pattern or a glob, never to the first screen
// (issue 37). The first screen reaches the modules that wrap it through barrels (the engine's index) without
// calling them; a bundler leaves such a module out only when evaluating it has no effect, so each wrapper
// must have no top-level side effect (a top-level `Object.assign` on re2-pattern's engine once pulled the
// whole library into the first screen's preloads). Bundled here with the production bundler, rolldown.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundled } from '../testing/production-bundle';

const SRC = join(import.meta.dirname, '../..');
/** A name only re2js's own code has (its flag table), whatever the minifier does to the rest. */
const RE2JS_MARK = 'FOLD_CASE';

/** Every source module that imports re2js itself, and every module that imports one of those. */
function re2jsWrappers(): string[] {
  const sources = sourceFiles(SRC);
  const direct = sources.filter((file) => /from 're2js'/.test(readFileSync(file, 'utf8')));
  const names = direct.map((file) => file.replace(/^.*\//, '').replace(/\.ts$/, ''));
  const importers = sources.filter((file) =>
    names.some((name) => new RegExp(`^import [^;]*from '\\./${name}'`, 'm').test(readFileSync(file, 'utf8'))),
  );
  return [...new Set([...direct, ...importers])];
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('a module that wraps re2js costs nothing until it is used', () => {
  const wrappers = re2jsWrappers();

  it('finds the wrappers', () => {
    const found = wrappers.map((file) => relative(SRC, file));
    expect(found).toContain('common/schema-patterns/re2-pattern.ts');
    expect(found).toContain('common/glob/glob-matcher.ts');
  });

  it.each(wrappers.map((file) => [relative(SRC, file), file]))(
    'importing %s without using it bundles no re2js',
    async (_name, file) => {
      expect((await bundled(`import ${JSON.stringify(file)};`)).includes(RE2JS_MARK)).toBe(false);
    },
  );

  it('the first screen, taking a trace helper from the engine index, bundles no re2js', async () => {
    const engine = join(SRC, 'engine/index.ts');
    const code = await bundled(
      `import { pointOf } from ${JSON.stringify(engine)}; globalThis.use = pointOf;`,
    );
    expect(code).toContain('use'); // the helper itself is there
    expect(code.includes(RE2JS_MARK)).toBe(false);
  });

  it('a module that compiles a pattern does bundle it (the mark is re2js)', async () => {
    const file = join(SRC, 'common/schema-patterns/pattern-problem.ts');
    const code = await bundled(
      `import { compilePattern } from ${JSON.stringify(file)}; globalThis.use = compilePattern;`,
    );
    expect(code).toContain(RE2JS_MARK);
  });
});
