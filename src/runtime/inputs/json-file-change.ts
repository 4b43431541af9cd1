// Applies a recorded editor or terminal change to the workspace.
import type { Workspace } from '../../vfs/workspace';
import type { JsonFileChange } from '../spec/recorded-input';

export async function applyFileChange(workspace: Workspace, change: JsonFileChange): Promise<void> {
  switch (change.type) {
    case 'file': {
      const data = change.encoding === 'utf8' ? change.content : base64ToBytes(change.content);
      await workspace.writeFile(change.path, data, { createParents: true });
      return;
    }
    case 'directory':
      await workspace.mkdir(change.path, { recursive: true });
      return;
    case 'delete':
      await workspace.rm(change.path, { recursive: true, force: true });
      return;
    default: {
      const unreachable: never = change;
      return unreachable;
    }
  }
}

function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
