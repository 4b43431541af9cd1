import { describe, expect, it } from 'vitest';
import { buildHistory } from './build-history';

describe('buildHistory', () => {
  it('writes the assistant tool_calls then one tool message per id, in order', () => {
    expect(
      buildHistory('Reading both.', [
        {
          id: 'call_abc',
          toolName: 'Read',
          arguments: '{"path": "tools/base.py"}',
          content: '{"status":"success"}',
        },
        { id: 'call_def', toolName: 'Grep', arguments: '{}', content: '{"status":"error"}' },
      ]),
    ).toEqual([
      {
        role: 'assistant',
        content: 'Reading both.',
        tool_calls: [
          {
            id: 'call_abc',
            type: 'function',
            function: { name: 'Read', arguments: '{"path": "tools/base.py"}' },
          },
          { id: 'call_def', type: 'function', function: { name: 'Grep', arguments: '{}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'call_abc', content: '{"status":"success"}' },
      { role: 'tool', tool_call_id: 'call_def', content: '{"status":"error"}' },
    ]);
  });

  it('leaves tool_calls out (not empty) when the model called nothing', () => {
    expect(buildHistory(null, [])).toEqual([{ role: 'assistant', content: null }]);
  });
});
