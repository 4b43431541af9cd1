import { describe, expect, it } from 'vitest';
import { fakeTool } from '../testing/engine-harness';
import { FUNCTION_PARAMETERS } from './function-tool';
import { RegistrationError, Registry } from './registry';

describe('Registry', () => {
  it('lists tools sorted by name, then functions sorted by name', () => {
    const registry = new Registry();
    registry.registerFunction({ name: 'zeta', description: 'z', fn: (s) => s });
    registry.registerTool(fakeTool('Read'));
    registry.registerFunction({ name: 'alpha', description: 'a', fn: (s) => s });
    registry.registerTool(fakeTool('Edit'));
    expect(registry.list().map((e) => `${e.kind}:${e.name}`)).toEqual([
      'tool:Edit',
      'tool:Read',
      'function:alpha',
      'function:zeta',
    ]);
  });

  it('refuses a name registered twice, in the same table or across the two', () => {
    const registry = new Registry();
    registry.registerTool(fakeTool('Read'));
    expect(() => registry.registerTool(fakeTool('Read'))).toThrow(RegistrationError);
    expect(() => registry.registerFunction({ name: 'Read', description: 'd', fn: (s) => s })).toThrow(
      "A tool named 'Read' is already registered",
    );
    registry.registerFunction({ name: 'f', description: 'd', fn: (s) => s });
    expect(() => registry.registerTool(fakeTool('f'))).toThrow("A function named 'f' is already registered");
    expect(registry.list()).toHaveLength(2);
  });

  it('refuses names the API would reject', () => {
    const registry = new Registry();
    expect(() => registry.registerTool(fakeTool('has space'))).toThrow(RegistrationError);
    expect(() => registry.registerTool(fakeTool(''))).toThrow(RegistrationError);
    expect(() => registry.registerTool(fakeTool('x'.repeat(65)))).toThrow(RegistrationError);
  });

  it('wraps a function in the fixed single-`input` schema and passes it the input string', async () => {
    const registry = new Registry();
    registry.registerFunction({ name: 'shout', description: 'Upper-cases.', fn: (s) => s.toUpperCase() });
    const entry = registry.get('shout')!;
    expect(entry.tool.parameters).toEqual({
      type: 'object',
      properties: { input: { type: 'string', description: 'raw input string' } },
      required: ['input'],
      additionalProperties: false,
    });
    expect(entry.tool.parameters).toBe(FUNCTION_PARAMETERS);
    expect(entry.tool.isConcurrencySafe({ input: 'x' })).toBe(false);
    const output = await entry.tool.run({ input: 'hi' }, undefined as never);
    expect(output).toMatchObject({ status: 'success', text: 'HI' });
  });

  it('unregisters a name so it can be defined again', () => {
    const registry = new Registry();
    registry.registerTool(fakeTool('Mine'));
    expect(registry.unregister('Mine')).toBe(true);
    registry.registerFunction({ name: 'Mine', description: 'd', fn: (s) => s });
    expect(registry.get('Mine')?.kind).toBe('function');
  });
});
