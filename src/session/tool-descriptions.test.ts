import { describe, expect, it } from 'vitest';
import { scriptedSpec } from '../runtime/testing/spec-builders';
import { loadSessionValue } from './load-session';
import { documentOf } from './session-document';

describe('edited built-in descriptions in the session format', () => {
  it('are saved and loaded again, and an empty one is refused with a reason', () => {
    const spec = scriptedSpec([], { tools: ['Read'] });
    const document = documentOf(
      { ...spec, tools: { ...spec.tools, descriptions: { Read: 'Edited.' } } },
      't',
    );
    const loaded = loadSessionValue(JSON.parse(JSON.stringify(document)));
    expect(loaded.ok && loaded.document.tools.descriptions).toEqual({ Read: 'Edited.' });
    const empty = loadSessionValue({ ...document, tools: { ...document.tools, descriptions: { Read: '' } } });
    expect(empty.ok).toBe(false);
    const unknown = loadSessionValue({
      ...document,
      tools: { ...document.tools, descriptions: { Nope: 'x' } },
    });
    expect(unknown.ok).toBe(false);
  });
});
