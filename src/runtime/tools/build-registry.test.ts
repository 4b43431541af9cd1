import { describe, expect, it } from 'vitest';
import { BreakerStore, getOpenAITools, type Tool } from '../../engine';
import { buildRegistry } from './build-registry';
import { recordToolFactories } from './builtin-tools';
import { createMemoryWorkspace } from '../../vfs/memory-workspace';
import { manualClock } from '../../vfs/clocks';
import { BUILTIN_TOOL_NAMES } from '../../tools/builtin-tool-records';

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

  it('keeps every fact of each built-in whose description is edited (its latency, permission class, paths)', () => {
    // An edited description once rebuilt the tool from a few fields and dropped the rest: Read's latency
    // fell to the default and Write's permission class went, so a fork differed in more than the words.
    const factories = recordToolFactories(createMemoryWorkspace({ clock: manualClock(0) }));
    const names = BUILTIN_TOOL_NAMES.filter((name) => factories[name] !== undefined);
    const descriptions = Object.fromEntries(names.map((name) => [name, `Edited ${name}.`]));
    const plain = buildRegistry({ builtin: names, userDefined: [] }, factories);
    const edited = buildRegistry({ builtin: names, userDefined: [], descriptions }, factories);
    if (!plain.ok || !edited.ok) throw new Error('the registries did not build');
    const facts = (registry: typeof plain.registry, name: string) => {
      const entry = registry.get(name);
      if (entry?.kind !== 'tool') throw new Error(`${name} is not a tool`);
      const { description: _words, parameters, ...rest } = entry.tool;
      return { ...rest, parameters, risk: entry.tool.risk === undefined ? 'none' : 'own' };
    };
    expect(names.length).toBeGreaterThan(4);
    for (const name of names) {
      expect(edited.registry.get(name)?.kind === 'tool' && edited.registry.get(name)).toMatchObject({
        tool: { description: `Edited ${name}.` },
      });
      expect(JSON.stringify(facts(edited.registry, name)), name).toBe(
        JSON.stringify(facts(plain.registry, name)),
      );
    }
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
