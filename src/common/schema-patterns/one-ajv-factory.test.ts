// Every ajv instance in the sources comes from createSchemaAjv, so every one matches patterns with RE2: a
// `new Ajv` anywhere else would bring back a backtracking RegExp that a hostile pattern can hang. Tests may
// make their own (a reference to compare with); the code that runs may not.
import { describe, expect, it } from 'vitest';
import { SOURCE_FILES, sourceText } from '../testing/source-files';

describe('one ajv factory', () => {
  it('is the only place that constructs ajv', () => {
    const constructing = SOURCE_FILES.filter((file) => !/\.test\.tsx?$/.test(file)).filter((file) =>
      /new (?:\w+\.)?Ajv\s*\(/.test(sourceText(file)),
    );
    expect(constructing).toEqual(['src/common/schema-patterns/schema-ajv.ts']);
  });
});
