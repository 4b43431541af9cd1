// The loaded session's workspace, kept in the browser's IndexedDB: one store per library session, owned here in
// the runtime worker. The trace is the source of truth: loading a session rebuilds the workspace by replaying
// it, and the store is only ever checked against that tree, never loaded into it (docs/workspace.md, "The
// session's stored workspace"). So:
//   attach(name, access)  (the page, once a session it keeps is open where it was left)
//       owner:      wait for the store's hand-over lock → compare the store with the live tree → write what
//                   differs → from then on every flush (after each tool batch, after a person's change, on
//                   page hide) writes the changed paths
//       read-only:  compare and report; never write (another tab holds the session)
//   detach()   (another session loads, or the page keeps this one no longer): a last flush, lock released
//   remove(name)  (the session was deleted from the library): the store's database deleted
//   sweep(names)  (the library has no entry of these names): each store no tab keeps open deleted
// A flush that fails (a full disk) keeps its paths pending and says so in the state; it never reaches the run,
// so persistence cannot change a trace.
import type { PackFs, PackStoreFaults } from '../../vfs/persist/pack-store';
import { PackStore } from '../../vfs/persist/pack-store';
import type { WorkspaceAccess } from '../../vfs/persist/tab-lock';
import { WorkspaceMirror, type MirrorReport } from '../../vfs/persist/workspace-mirror';
import type { Workspace } from '../../vfs/workspace';
import type { WorkspaceStoreState } from '../worker/runtime-messages';

/** Where sessions' workspaces are stored: the browser's lightning-fs databases, or memory in a test. */
export interface WorkspaceStores {
  /** The storage of one session's workspace (created when first written). */
  open(name: string): PackFs;
  /** Deletes one session's storage whole. */
  remove(name: string): Promise<void>;
  /** The name of every session's storage there is. */
  list(): Promise<string[]>;
  /**
   * Deletes one session's storage unless a tab holds it (its hand-over lock is taken: a worker is attached
   * to it, or finishing a last flush); true when it was deleted.
   */
  removeIfFree(name: string): Promise<boolean>;
  /** Resolves once no other tab's worker writes this store (it finished its last flush), until released. */
  acquire(name: string): Promise<{ release(): void }>;
  /** Test hooks of the e2e build (a flush held between its pack and its manifest). */
  readonly faults?: PackStoreFaults;
}

interface Attachment {
  readonly workspace: Workspace;
  readonly name: string;
  readonly access: WorkspaceAccess;
  mirror: WorkspaceMirror | null;
  release: () => void;
  state: WorkspaceStoreState;
}

const NONE: WorkspaceStoreState = { kind: 'none' };

export class WorkspacePersistence {
  private current: Attachment | null = null;
  /** Attach, detach and remove run one at a time, in the order asked. */
  private chain: Promise<unknown> = Promise.resolve();

  constructor(private readonly stores: WorkspaceStores) {}

  get state(): WorkspaceStoreState {
    return this.current?.state ?? NONE;
  }

  attach(workspace: Workspace, name: string, access: WorkspaceAccess): Promise<WorkspaceStoreState> {
    const same = this.current;
    if (same && same.workspace === workspace && same.name === name && same.access === access)
      return Promise.resolve(same.state);
    const attachment: Attachment = {
      workspace,
      name,
      access,
      mirror: null,
      release: () => undefined,
      state: { kind: 'opening', name, access },
    };
    const previous = this.current;
    this.current = attachment;
    return this.serially(async () => {
      if (previous) await this.let(previous);
      if (this.current !== attachment) return this.state; // overtaken while the previous one let go
      if (access === 'owner') {
        const held = await this.stores.acquire(name);
        attachment.release = () => held.release();
      }
      if (this.current !== attachment) {
        attachment.release();
        return this.state;
      }
      const mirror = new WorkspaceMirror(
        workspace,
        new PackStore(this.stores.open(name), this.stores.faults),
        access,
      );
      attachment.mirror = mirror;
      try {
        attachment.state = attached(attachment, await mirror.reconcile(), mirror.pending, null);
      } catch (error) {
        attachment.state = { kind: 'failed', name, access, reason: messageOf(error) };
      }
      return attachment.state;
    });
  }

  /** Stops keeping the workspace (after a last flush). */
  detach(): Promise<WorkspaceStoreState> {
    const previous = this.current;
    this.current = null;
    if (!previous) return Promise.resolve(NONE);
    return this.serially(async () => {
      await this.let(previous);
      return this.state;
    });
  }

  /** Deletes a session's store; if it is the one attached, it is let go first, writing nothing more. */
  remove(name: string): Promise<{ removed: boolean }> {
    const attachedHere = this.current?.name === name ? this.current : null;
    if (attachedHere) this.current = null;
    return this.serially(async () => {
      if (attachedHere) {
        attachedHere.mirror?.abandon();
        attachedHere.release();
      }
      await this.stores.remove(name);
      return { removed: true };
    });
  }

  storedNames(): Promise<string[]> {
    return this.stores.list();
  }

  /**
   * Deletes the stores of `names` that no tab holds, leaving out the one attached here; answers the names
   * deleted. The page asks for it with names the library has no entry for (workspace-store.ts).
   */
  sweep(names: readonly string[]): Promise<string[]> {
    return this.serially(async () => {
      const removed: string[] = [];
      for (const name of names) {
        if (name === this.current?.name) continue;
        if (await this.stores.removeIfFree(name).catch(() => false)) removed.push(name);
      }
      return removed;
    });
  }

  /** The workspace's flush (after each tool batch, a person's change, page hide): never rejects. */
  async flush(): Promise<WorkspaceStoreState> {
    const attachment = this.current;
    const mirror = attachment?.mirror;
    if (!attachment || !mirror) return this.state;
    try {
      await mirror.flush();
      if (attachment.state.kind === 'attached')
        attachment.state = { ...attachment.state, pending: mirror.pending, failure: null };
    } catch (error) {
      if (attachment.state.kind === 'attached')
        attachment.state = { ...attachment.state, pending: mirror.pending, failure: messageOf(error) };
    }
    return attachment.state;
  }

  private async let(attachment: Attachment): Promise<void> {
    try {
      await attachment.mirror?.close();
    } catch {
      // The last flush failed (a full disk): what the store holds stays a complete earlier state.
    } finally {
      attachment.release();
    }
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const next = this.chain.then(work, work);
    this.chain = next.catch(() => undefined);
    return next;
  }
}

function attached(
  attachment: Attachment,
  report: MirrorReport,
  pending: number,
  failure: string | null,
): WorkspaceStoreState {
  return {
    kind: 'attached',
    name: attachment.name,
    access: attachment.access,
    check: report.check,
    differing: report.differing,
    files: report.files,
    pending,
    failure,
    ...(report.reason === undefined ? {} : { reason: report.reason }),
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
