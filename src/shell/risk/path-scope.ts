// Where a file a command writes lands: inside the workspace (an edit the person may accept), outside it
// (denied), a harmless device, or unknown (a computed path, or a cwd the classifier lost track of).
import { WORKSPACE_ROOT, isInsideWorkspace, normalizePosixPath } from '../../vfs/workspace-path';

export type WriteScope = 'inside' | 'outside' | 'device' | 'unknown';

const HARMLESS_DEVICES = new Set(['/dev/null', '/dev/stdout', '/dev/stderr', '/dev/tty']);

/** `cwd` is null once the script changed directory in a way the classifier cannot follow. */
export function writeScope(target: string | null, cwd: string | null): WriteScope {
  if (target === null || target === '') return 'unknown';
  if (target.startsWith('~')) return 'outside';
  if (!target.startsWith('/') && cwd === null) return 'unknown';
  const absolute = normalizePosixPath(target.startsWith('/') ? target : `${cwd}/${target}`);
  if (HARMLESS_DEVICES.has(absolute) || /^\/dev\/fd\/\d+$/.test(absolute)) return 'device';
  return isInsideWorkspace(absolute) ? 'inside' : 'outside';
}

/** Follows a `cd` the classifier can see; null when it cannot tell where the shell went. */
export function changeDirectory(cwd: string | null, target: string | null | undefined): string | null {
  if (target === undefined) return null; // `cd` alone goes to $HOME
  if (target === null || target === '-' || target.startsWith('~')) return null;
  if (target.startsWith('/')) return normalizePosixPath(target);
  return cwd === null ? null : normalizePosixPath(`${cwd}/${target}`);
}

export { WORKSPACE_ROOT };
