import { describe, expect, it } from 'vitest';
import type { ToolContext } from '../../engine';
import { buildRegistry } from './build-registry';
import { renderTemplate } from './render-template';
import { userDefinedFunction, userDefinedTool } from './user-defined-tool';

const context = {} as ToolContext;

describe('renderTemplate', () => {
  it('substitutes nested values, JSON for non-strings, empty for missing, and never reaches prototypes', () => {
    const args = { city: 'Paris', days: 3, todos: [{ content: 'x' }] };
    expect(
      renderTemplate('{{city}} for {{ days }} days: {{todos.0.content}} {{nope}}|{{constructor}}', args),
    ).toBe('Paris for 3 days: x |');
    expect(renderTemplate('{{$json}}', { a: 1 })).toBe('{"a":1}');
  });
});

describe('user-defined tools', () => {
  it('plays canned results in order and repeats the last', async () => {
    const tool = userDefinedTool({
      kind: 'tool',
      name: 'Flaky',
      description: 'd',
      concurrencySafe: true,
      result: {
        type: 'canned',
        results: [
          { status: 'success', text: 'one' },
          { status: 'error', text: 'boom', errorCode: 'TIMEOUT' },
        ],
      },
    });
    const texts = [];
    for (let i = 0; i < 3; i += 1) texts.push(await tool.run({}, context));
    expect(texts.map((t) => [t.status, t.text, t.errorCode])).toEqual([
      ['success', 'one', undefined],
      ['error', 'boom', 'TIMEOUT'],
      ['error', 'boom', 'TIMEOUT'],
    ]);
    expect(tool.isConcurrencySafe({})).toBe(true);
  });

  it('gives functions the template over their single input', async () => {
    const fn = userDefinedFunction({
      kind: 'function',
      name: 'echo',
      description: 'd',
      concurrencySafe: false,
      result: { type: 'template', template: 'you said {{input}}' },
    });
    expect(await fn.fn('hi')).toBe('you said hi');
  });

  it('reports duplicate names and missing built-ins as values', () => {
    const spec = {
      kind: 'tool' as const,
      name: 'X',
      description: '',
      concurrencySafe: false,
      result: { type: 'template' as const, template: '' },
    };
    const dup = buildRegistry({ builtin: [], userDefined: [spec, spec] }, {});
    expect(!dup.ok && dup.reason).toContain("'X' is already registered");
    const missing = buildRegistry({ builtin: ['Read'], userDefined: [] }, {});
    expect(!missing.ok && missing.reason).toBe('The built-in tool Read is not available in this runtime.');
  });
});
