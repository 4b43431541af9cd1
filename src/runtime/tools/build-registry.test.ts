import { describe, expect, it } from 'vitest';
import { BreakerStore, getOpenAITools, type Tool } from '../../engine';
import { buildRegistry } from './build-registry';

const read: Tool = {
  name: 'Read',
  description: 'Reads a file.',
  parameters: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
  lockUse: 'none',
  isConcurrencySafe: () => true,
  run: (input) => Promise.resolve({ status: 'success', text: `read ${String(input['path'])}`, data: {} }),
};

describe('buildRegistry with edited built-in descriptions', () => {
  it('publishes the edited description and keeps everything else of the tool', () => {
    const built = buildRegistry(
      {
        builtin: ['Read'],
        userDefined: [],
        descriptions: { Read: 'Reads one file; give a workspace path.' },
      },
      { Read: () => read },
    );
    if (!built.ok) throw new Error(built.reason);
    const schema = getOpenAITools(built.registry, new BreakerStore(), 0, {
      countTokens: (text) => text.length,
    });
    expect(schema.tools[0]?.function.description).toBe('Reads one file; give a workspace path.');
    expect(schema.tools[0]?.function.parameters).toEqual(read.parameters);
    const tool = built.registry.get('Read');
    expect(tool?.kind === 'tool' && tool.tool.isConcurrencySafe({})).toBe(true);
  });

  it('leaves the default description when none is edited', () => {
    const built = buildRegistry({ builtin: ['Read'], userDefined: [] }, { Read: () => read });
    if (!built.ok) throw new Error(built.reason);
    expect(
      getOpenAITools(built.registry, new BreakerStore(), 0, { countTokens: (text) => text.length }).tools[0]
        ?.function.description,
    ).toBe('Reads a file.');
  });
});
