// Applies a recorded editor or terminal change to the workspace.
import { lenientBase64ToBytes } from '../../common/base64';
import type { Workspace } from '../../vfs/workspace';
import type { JsonFileChange } from '../spec/recorded-input';
import { assertNever } from '../../common/assert-never';

export async function applyFileChange(workspace: Workspace, change: JsonFileChange): Promise<void> {
  switch (change.type) {
    case 'file': {
      const data = change.encoding === 'utf8' ? change.content : base64ToBytes(change.path, change.content);
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
      return assertNever(change);
    }
  }
}

/** Read as atob reads it, so a hand-edited session file opens as it always did. */
function base64ToBytes(path: string, base64: string): Uint8Array {
  const decoded = lenientBase64ToBytes(base64);
  if (!decoded.ok) throw new Error(`The recorded change to ${path} is not base64: ${decoded.reason}.`);
  return decoded.bytes;
}
