// The packs on lightning-fs: one base pack (the whole tree at the last compaction) plus journal packs (what
// changed at each flush since), listed by a small manifest written last. Loading reads the manifest, the
// base and the few journals: a handful of IndexedDB reads whatever the number of files.
import type { ChangesetEntry } from '../changeset';
import { decodePack, encodePack } from './pack-format';

/** The part of lightning-fs's promise API the store uses (also easy to fake in tests). */
export interface PackFs {
  readFile(path: string): Promise<Uint8Array | string>;
  writeFile(path: string, data: Uint8Array | string): Promise<void>;
  unlink(path: string): Promise<void>;
  flush?(): Promise<void>;
}

const MANIFEST_PATH = '/manifest.json';
const MANIFEST_FORMAT = 'toolscope.workspace-store';

export interface Manifest {
  readonly format: typeof MANIFEST_FORMAT;
  readonly formatVersion: 1;
  readonly base: string | null;
  readonly baseBytes: number;
  readonly journals: readonly string[];
  readonly journalBytes: number;
  readonly nextId: number;
}

const EMPTY_MANIFEST: Manifest = {
  format: MANIFEST_FORMAT,
  formatVersion: 1,
  base: null,
  baseBytes: 0,
  journals: [],
  journalBytes: 0,
  nextId: 1,
};

export type StoreLoad =
  | { readonly ok: true; readonly packs: ChangesetEntry[][]; readonly manifest: Manifest }
  | { readonly ok: false; readonly reason: string };

export class PackStore {
  private manifest: Manifest = EMPTY_MANIFEST;

  constructor(private readonly fs: PackFs) {}

  get current(): Manifest {
    return this.manifest;
  }

  async load(): Promise<StoreLoad> {
    const text = await this.readOptional(MANIFEST_PATH);
    if (text === undefined) return { ok: true, packs: [], manifest: this.manifest };
    let manifest: Manifest;
    try {
      manifest = JSON.parse(typeof text === 'string' ? text : new TextDecoder().decode(text)) as Manifest;
    } catch {
      return { ok: false, reason: 'the workspace manifest is unreadable' };
    }
    if (manifest.format !== MANIFEST_FORMAT || manifest.formatVersion !== 1) {
      return { ok: false, reason: `unknown workspace store format ${String(manifest.format)}` };
    }
    const packs: ChangesetEntry[][] = [];
    for (const name of [...(manifest.base === null ? [] : [manifest.base]), ...manifest.journals]) {
      const bytes = await this.readOptional(`/${name}`);
      // A journal listed but missing means the tab died between writing the manifest and lightning-fs
      // saving its own index: the last flush is lost, the rest is intact.
      if (bytes === undefined || typeof bytes === 'string') continue;
      const read = decodePack(bytes);
      if (!read.ok) return { ok: false, reason: `${name}: ${read.reason}` };
      packs.push(read.entries);
    }
    this.manifest = manifest;
    return { ok: true, packs, manifest };
  }

  /** Appends one flush's changes. */
  async appendJournal(entries: readonly ChangesetEntry[]): Promise<void> {
    const name = `journal-${this.manifest.nextId}.pack`;
    const pack = encodePack(entries);
    await this.fs.writeFile(`/${name}`, pack);
    await this.commit({
      ...this.manifest,
      journals: [...this.manifest.journals, name],
      journalBytes: this.manifest.journalBytes + pack.length,
      nextId: this.manifest.nextId + 1,
    });
  }

  /** Replaces base and journals with one pack of the whole tree. */
  async writeBase(entries: readonly ChangesetEntry[]): Promise<void> {
    const previous = this.manifest;
    const name = `base-${previous.nextId}.pack`;
    const pack = encodePack(entries);
    await this.fs.writeFile(`/${name}`, pack);
    await this.commit({
      ...previous,
      base: name,
      baseBytes: pack.length,
      journals: [],
      journalBytes: 0,
      nextId: previous.nextId + 1,
    });
    // Old packs go only after the new manifest is saved: a crash before this line leaves garbage, not loss.
    for (const old of [...(previous.base === null ? [] : [previous.base]), ...previous.journals]) {
      await this.fs.unlink(`/${old}`).catch(() => undefined);
    }
  }

  /** Whether the journals have grown enough that one base pack is cheaper to load. */
  shouldCompact(nextJournalBytes: number): boolean {
    const { journals, journalBytes, baseBytes } = this.manifest;
    return journals.length >= 16 || journalBytes + nextJournalBytes > Math.max(baseBytes, 256 * 1024);
  }

  private async commit(manifest: Manifest): Promise<void> {
    await this.fs.writeFile(MANIFEST_PATH, JSON.stringify(manifest));
    // lightning-fs saves its own index on a 500 ms debounce; without this a closing tab loses new files.
    await this.fs.flush?.();
    this.manifest = manifest;
  }

  private async readOptional(path: string): Promise<Uint8Array | string | undefined> {
    try {
      return await this.fs.readFile(path);
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOENT') return undefined;
      throw error;
    }
  }
}
