// The part of the shell's filesystem outside the workspace: /tmp and /dev, in memory, kept across calls
// and never persisted. just-bash's /dev/null is an ordinary file (writes pile up in it); here it discards.
// just-bash's memory filesystem makes a written file's missing folders; a real one fails with ENOENT (or
// ENOTDIR under a file), which is what bash reports for `> /tmp/nodir/f` and what the workspace does.
import { InMemoryFs } from 'just-bash';
import { normalizePosixPath, VfsError } from '../../vfs';

const DISCARDING = new Set(['/dev/null']);

export class BaseFs extends InMemoryFs {
  constructor() {
    super();
    this.mkdirSync('/tmp', { recursive: true });
    this.mkdirSync('/dev', { recursive: true });
    this.writeFileSync('/dev/null', '');
  }

  override async writeFile(...args: Parameters<InMemoryFs['writeFile']>): Promise<void> {
    if (DISCARDING.has(args[0])) return;
    await this.requireFolderOf(args[0], 'open');
    return super.writeFile(...args);
  }

  override async appendFile(...args: Parameters<InMemoryFs['appendFile']>): Promise<void> {
    if (DISCARDING.has(args[0])) return;
    await this.requireFolderOf(args[0], 'open');
    return super.appendFile(...args);
  }

  private async requireFolderOf(path: string, syscall: string): Promise<void> {
    const normalized = normalizePosixPath(path);
    const folder = normalized.slice(0, normalized.lastIndexOf('/')) || '/';
    if (!(await this.exists(folder))) throw new VfsError('ENOENT', syscall, path);
    if (!(await this.stat(folder)).isDirectory) throw new VfsError('ENOTDIR', syscall, path);
  }
}
