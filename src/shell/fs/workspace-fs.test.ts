import { describe, expect, it } from 'vitest';
import { manualClock } from '../../vfs/clocks';
import { createMemoryWorkspace } from '../../vfs/memory-workspace';
import { WorkspaceFs } from './workspace-fs';

describe('WorkspaceFs base64 encoding (as just-bash asks for it)', () => {
  it('reads any bytes as the base64 Node writes, and writes them back', async () => {
    const workspace = createMemoryWorkspace({ clock: manualClock(0) });
    const fs = new WorkspaceFs(workspace);
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    await workspace.writeFile('all.bin', bytes);
    const text = await fs.readFile('/all.bin', 'base64');
    expect(text).toBe(Buffer.from(bytes).toString('base64'));
    await fs.writeFile('/copy.bin', text, { encoding: 'base64' });
    expect([...(await workspace.readFile('copy.bin'))]).toEqual([...bytes]);
  });

  it('takes base64 as atob does, and refuses what atob refuses', async () => {
    const workspace = createMemoryWorkspace({ clock: manualClock(0) });
    const fs = new WorkspaceFs(workspace);
    await fs.writeFile('/a.bin', ' YWI\n', 'base64');
    expect(await workspace.readTextFile('a.bin')).toBe('ab');
    await expect(fs.writeFile('/b.bin', 'YW-I', 'base64')).rejects.toThrow('invalid base64 content');
    expect(await workspace.exists('b.bin')).toBe(false);
  });
});
