// Files that are not valid UTF-8 decode with replacement characters (U+FFFD). Reading them is fine; editing
// them as text would write U+FFFD back in place of the original bytes all over the file, so Edit refuses.
import type { Workspace } from '../../vfs';

const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Cheap in the common case: only a text that shows U+FFFD needs its bytes checked. */
export async function isInvalidUtf8(workspace: Workspace, path: string, decoded: string): Promise<boolean> {
  if (!decoded.includes('\uFFFD')) return false;
  try {
    strict.decode(await workspace.readFile(path));
    return false; // the file really contains U+FFFD characters
  } catch {
    return true;
  }
}
