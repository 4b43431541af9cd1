// Keeps the shell worker's replica in step with the authoritative workspace: remembers which paths changed
// outside the shell, and turns them into one changeset (their current states) before the next command.
import type { Changeset, ChangesetEntry, Workspace } from '../../vfs';

const depth = (path: string) => path.split('/').length;

export class WorkspaceSync {
  private readonly dirty = new Set<string>();
  private paused = false;
  private readonly unsubscribe: () => void;

  constructor(private readonly workspace: Workspace) {
    this.unsubscribe = workspace.subscribe((changes) => {
      if (!this.paused) for (const change of changes) this.dirty.add(change.path);
    });
  }

  /** Runs `apply` without recording its changes (the shell's own changeset is already in the replica). */
  async withoutRecording<T>(apply: () => Promise<T>): Promise<T> {
    this.paused = true;
    try {
      return await apply();
    } finally {
      this.paused = false;
    }
  }

  forgetAll(): void {
    this.dirty.clear();
  }

  /** The changes since the last call, as final states; null when nothing changed. */
  async takeChangeset(): Promise<Changeset | null> {
    if (this.dirty.size === 0) return null;
    const paths = [...this.dirty];
    this.dirty.clear();
    const deletions: ChangesetEntry[] = [];
    const updates: ChangesetEntry[] = [];
    for (const path of paths) {
      const stat = await this.workspace.lstat(path).catch(() => null);
      if (stat === null) deletions.push({ type: 'delete', path });
      else if (stat.type === 'file')
        updates.push({ type: 'file', path, bytes: await this.workspace.readFile(path), mode: stat.mode });
      else if (stat.type === 'directory') updates.push({ type: 'directory', path, mode: stat.mode });
      else updates.push({ type: 'symlink', path, target: await this.workspace.readlink(path) });
    }
    deletions.sort((a, b) => depth(b.path) - depth(a.path));
    updates.sort((a, b) => depth(a.path) - depth(b.path) || (a.path < b.path ? -1 : 1));
    return { entries: [...deletions, ...updates] };
  }

  dispose(): void {
    this.unsubscribe();
  }
}
