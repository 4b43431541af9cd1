import { describe, expect, it } from 'vitest';
import { createMemoryWorkspace } from '../vfs/memory-workspace';
import { createInProcessRuntime } from './host/node-runtime';
import { scriptedSpec } from './testing/spec-builders';

describe('workspace persistence during a turn', () => {
  it('flushes after every batch of a turn, not only after the turn', async () => {
    const flushedAfter: string[] = [];
    const spec = scriptedSpec(
      [
        {
          toolCalls: [
            { name: 'Read', arguments: { path: 'a.txt' } },
            { name: 'Read', arguments: { path: 'b.txt' } },
            { name: 'Edit', arguments: { path: 'a.txt', edits: [{ old_string: 'one', new_string: 'two' }] } },
            { name: 'Write', arguments: { path: 'c.txt', content: 'three\n' } },
          ],
        },
        { content: 'Done.' },
      ],
      { files: { 'a.txt': 'one\n', 'b.txt': 'b\n' } },
    );
    const created = await createInProcessRuntime(spec, {
      mode: 'replay',
      createWorkspace: (clock) => {
        const workspace = createMemoryWorkspace({
          clock,
          onFlush: async () => {
            // What the flush saw tells which batch it followed.
            const exists = await workspace.exists('/workspace/c.txt');
            const a = await workspace.readTextFile('/workspace/a.txt');
            flushedAfter.push(`${a.trim()}${exists ? '+c' : ''}`);
          },
        });
        return workspace;
      },
    });
    if (!created.ok) throw new Error(created.reason);
    await created.runtime.runAll();
    // Batches: [Read, Read] [Edit] [Write], then the end-of-tools boundary.
    expect(flushedAfter.slice(0, 3)).toEqual(['one', 'two', 'two+c']);
    expect(flushedAfter.length).toBeGreaterThanOrEqual(4);
  });
});
