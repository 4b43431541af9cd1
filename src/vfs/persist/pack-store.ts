// The packs on lightning-fs: one base pack (the whole tree at the last compaction) plus journal packs (what
// changed at each flush since), listed by a small manifest written last. Loading reads the manifest, the
// base and the few journals: a handful of IndexedDB reads whatever the number of files.
//
// What a tab killed at any moment leaves: lightning-fs commits a file's bytes at once but its index (which
// names map to which stored bytes) on a 500 ms debounce or `flush()`, and the manifest keeps its stored
// record when rewritten. So a new pack is written and lightning-fs's index saved BEFORE the manifest names
// it; the manifest is then one record, old or new, each naming packs that are all there. A listed pack that
// is missing is damage, never a state to load (loading the journals around it would mix two states).
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

/** Test hooks: a hook that throws models a tab killed at that point (the write after it never happens). */
export interface PackStoreFaults {
  /** After a new pack and lightning-fs's index are saved, before the manifest that names it is written. */
  readonly beforeManifest?: (pack: string) => void | Promise<void>;
}

export type StoreLoad =
  | {
      readonly ok: true;
      readonly packs: ChangesetEntry[][];
      readonly manifest: Manifest;
      /** False: nothing was ever stored under this name (no manifest). */
      readonly stored: boolean;
    }
  | { readonly ok: false; readonly reason: string };

export class PackStore {
  private manifest: Manifest = EMPTY_MANIFEST;

  constructor(
    private readonly fs: PackFs,
    private readonly faults: PackStoreFaults = {},
  ) {}

  get current(): Manifest {
    return this.manifest;
  }

  async load(): Promise<StoreLoad> {
    const text = await this.readOptional(MANIFEST_PATH);
    if (text === undefined) return { ok: true, packs: [], manifest: this.manifest, stored: false };
    let manifest: Manifest;
    try {
      manifest = JSON.parse(typeof text === 'string' ? text : new TextDecoder().decode(text)) as Manifest;
    } catch {
      return { ok: false, reason: 'the workspace manifest is unreadable' };
    }
    if (manifest.format !== MANIFEST_FORMAT || manifest.formatVersion !== 1) {
      return { ok: false, reason: `unknown workspace store format ${String(manifest.format)}` };
    }
    // Kept even when a pack below turns out damaged: a rewrite then takes fresh names and removes these.
    this.manifest = manifest;
    const packs: ChangesetEntry[][] = [];
    for (const name of [...(manifest.base === null ? [] : [manifest.base]), ...manifest.journals]) {
      const bytes = await this.readOptional(`/${name}`);
      if (bytes === undefined) return { ok: false, reason: `${name} is listed but missing` };
      if (typeof bytes === 'string') return { ok: false, reason: `${name} is not binary` };
      const read = decodePack(bytes);
      if (!read.ok) return { ok: false, reason: `${name}: ${read.reason}` };
      packs.push(read.entries);
    }
    return { ok: true, packs, manifest, stored: true };
  }

  /** Appends one flush's changes. */
  async appendJournal(entries: readonly ChangesetEntry[]): Promise<void> {
    const name = `journal-${this.manifest.nextId}.pack`;
    const pack = encodePack(entries);
    await this.writePack(name, pack);
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
    await this.writePack(name, pack);
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

  /** The pack and lightning-fs's index entry for it, both saved before any manifest names it. */
  private async writePack(name: string, pack: Uint8Array): Promise<void> {
    await this.fs.writeFile(`/${name}`, pack);
    await this.fs.flush?.();
    await this.faults.beforeManifest?.(name);
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
