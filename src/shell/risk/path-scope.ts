// Where a file a command writes lands: inside the workspace (an edit the person may accept), /tmp (scratch,
// allowed), outside both (denied), a device (denied, unless it only discards or echoes), or unknown (a computed
// path, or a cwd the classifier lost track of).
import { WORKSPACE_ROOT, isInsideWorkspace, normalizePosixPath } from '../../vfs/workspace-path';

export type WriteScope = 'inside' | 'scratch' | 'outside' | 'device' | 'harmless-device' | 'unknown';

const SCRATCH_ROOT = '/tmp';

const HARMLESS_DEVICES = new Set([
  '/dev/null',
  '/dev/zero',
  '/dev/full',
  '/dev/stdout',
  '/dev/stderr',
  '/dev/tty',
]);

/** `cwd` is null once the script changed directory in a way the classifier cannot follow. */
export function writeScope(target: string | null, cwd: string | null): WriteScope {
  if (target === null || target === '') return 'unknown';
  if (target.startsWith('~')) return 'outside';
  if (!target.startsWith('/') && cwd === null) return 'unknown';
  const absolute = normalizePosixPath(target.startsWith('/') ? target : `${cwd}/${target}`);
  if (HARMLESS_DEVICES.has(absolute) || /^\/dev\/fd\/\d+$/.test(absolute)) return 'harmless-device';
  if (absolute === '/dev' || absolute.startsWith('/dev/')) return 'device';
  if (absolute === SCRATCH_ROOT || absolute.startsWith(`${SCRATCH_ROOT}/`)) return 'scratch';
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
