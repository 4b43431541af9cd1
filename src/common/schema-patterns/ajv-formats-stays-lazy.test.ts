// ajv-formats' format table (CommonJS) belongs to the chunks that check a tool's arguments, never to the first
// screen (issue 37). The first screen reaches arguments-ajv.ts through the engine's index without calling it;
// the bundler keeps a CommonJS module it is not told is free of effects, so the build says so
// (scripts/side-effect-free-modules.mjs, decision 0861). Bundled here with the production bundler and that hint.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { moduleSideEffects } from '../../../scripts/side-effect-free-modules.mjs';
import { bundled as bundledWith } from '../testing/production-bundle';

const bundled = (entry: string) => bundledWith(entry, { moduleSideEffects });

const SRC = join(import.meta.dirname, '../..');
/** A format name only ajv-formats' table has, whatever the minifier does to the rest. */
const FORMATS_MARK = 'iso-date-time';

describe('ajv-formats costs nothing until a tool’s arguments are checked', () => {
  it('the first screen, taking a trace helper from the engine index, bundles no format table', async () => {
    const engine = join(SRC, 'engine/index.ts');
    const code = await bundled(
      `import { pointOf } from ${JSON.stringify(engine)}; globalThis.use = pointOf;`,
    );
    expect(code).toContain('use'); // the helper itself is there
    expect(code.includes(FORMATS_MARK)).toBe(false);
  });

  it('a module that builds the arguments checker does bundle it (the mark is the table)', async () => {
    const file = join(SRC, 'common/schema-patterns/arguments-ajv.ts');
    const code = await bundled(
      `import { createArgumentsAjv } from ${JSON.stringify(file)}; globalThis.use = createArgumentsAjv;`,
    );
    expect(code).toContain(FORMATS_MARK);
  });
});
