// The session schema bounds an imported tree's reference by the same limits the import enforces.
import { describe, expect, it } from 'vitest';
import sessionSchema from '../../../schema/session.schema.json';
import { IMPORT_LIMITS } from './import-limits';

describe('import limits', () => {
  it('are the maxima of importedTree in the published session schema', () => {
    const ref = sessionSchema.properties.importedTree.properties;
    expect(ref.files.maximum).toBe(IMPORT_LIMITS.maxFiles);
    expect(ref.bytes.maximum).toBe(IMPORT_LIMITS.maxBytes);
  });
});
