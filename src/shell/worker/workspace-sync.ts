// Keeps the shell worker's replica in step with the authoritative workspace: remembers which paths changed
// outside the shell, and turns them into one changeset (their current states) before the next command.
import { changesetOfPaths, type Changeset, type Workspace } from '../../vfs';

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
    return changesetOfPaths(this.workspace, paths);
  }

  dispose(): void {
    this.unsubscribe();
  }
}
