// An imported tree's files handed from the import worker straight to the runtime worker over a MessageChannel
// (their ArrayBuffers transferred, not copied), so the runtime does not read back from IndexedDB what the
// import worker has just written there: 2,000 gets cost the runtime worker ~0.6 s of a 2,000-file import.
// The page never relays the bytes: it only hands the channel's two ends over, each in a message of its own.
//
// Order, which makes waiting safe: the import worker posts the files on its end *before* it answers the page;
// the page hands the runtime its end only after that answer said the tree is kept, and before it asks the
// runtime to load a session naming it (both on the runtime's one port, so they arrive in that order). The
// message is then already queued on the runtime's end when a load asks for the tree. The tree store stays the
// source of every later load (a reload, a fork, another tab): what is handed over is used once, then let go.
// Should the files still not come (a message that cannot be read, an import worker gone before it posted),
// a load waits only until `giveUp` fires (the runtime worker's timer: this layer keeps none) and then reads the
// tree store: the same bytes, only slower, never a hang.
import type { ImportedFile, ImportedTreeRef } from './imported-tree';

/** What the import worker posts on its end of the channel. */
export interface HandedOverTree {
  readonly ref: ImportedTreeRef;
  /** Sorted by path, as the tree store keeps them. */
  readonly files: readonly ImportedFile[];
}

/** A message the page posts to the runtime worker, the channel's end transferred with it. */
export interface HandOverMessage {
  readonly kind: 'imported-tree-port';
  readonly treeHash: string;
}

export function isHandOverMessage(data: unknown): data is HandOverMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { kind?: unknown }).kind === 'imported-tree-port' &&
    typeof (data as { treeHash?: unknown }).treeHash === 'string'
  );
}

interface PortEnd {
  addEventListener(type: 'message' | 'messageerror', listener: (event: { data: unknown }) => void): void;
  start(): void;
  close(): void;
}

export interface HandedOverTrees {
  /** The runtime's end of a channel on which the tree `treeHash` is (or will be) posted. */
  accept(treeHash: string, port: PortEnd): void;
  /** The handed-over files of `ref`, once; null when none were handed over (read the tree store). */
  take(ref: ImportedTreeRef): Promise<readonly ImportedFile[] | null>;
}

/** Calls `settle` once files that were promised have been waited for long enough; returns how to cancel. */
export type GiveUp = (settle: () => void) => () => void;

/** Keeps at most one tree: a newer hand-over replaces an older one a load never asked for. */
export function handedOverTrees(giveUp: GiveUp): HandedOverTrees {
  let waiting: { readonly treeHash: string; readonly files: Promise<HandedOverTree | null> } | null = null;
  return {
    accept(treeHash, port) {
      const files = new Promise<HandedOverTree | null>((resolve) => {
        // A give-up that fires at once (before it has returned its cancel) must find one to call.
        let cancel: () => void = () => undefined;
        const settle = (tree: HandedOverTree | null) => {
          cancel();
          port.close();
          resolve(tree);
        };
        cancel = giveUp(() => settle(null));
        port.addEventListener('message', (event) => settle(isHandedOverTree(event.data) ? event.data : null));
        port.addEventListener('messageerror', () => settle(null));
        port.start();
      });
      waiting = { treeHash, files };
    },
    async take(ref) {
      if (waiting === null || waiting.treeHash !== ref.sha256) return null;
      const handed = await waiting.files;
      waiting = null;
      const same =
        handed !== null &&
        handed.ref.sha256 === ref.sha256 &&
        handed.ref.files === ref.files &&
        handed.files.length === ref.files;
      return same ? handed.files : null;
    },
  };
}

function isHandedOverTree(data: unknown): data is HandedOverTree {
  const tree = data as Partial<HandedOverTree> | null;
  return (
    typeof tree === 'object' && tree !== null && Array.isArray(tree.files) && typeof tree.ref === 'object'
  );
}

/**
 * The import worker's side: posts the kept tree's files, transferring each file's buffer once (a buffer that
 * holds more than the one file, as a zip's may, is copied instead: its other bytes are not this file's).
 */
export function postHandedOverTree(
  port: { postMessage(message: unknown, transfer: Transferable[]): void },
  tree: HandedOverTree,
): void {
  const transfer = new Set<ArrayBuffer>();
  const files = tree.files.map((file) => {
    const { buffer, byteOffset, byteLength } = file.bytes;
    if (buffer instanceof ArrayBuffer && byteOffset === 0 && byteLength === buffer.byteLength) {
      if (!transfer.has(buffer)) {
        transfer.add(buffer);
        return file;
      }
    }
    return { path: file.path, bytes: file.bytes.slice() };
  });
  for (const file of files) {
    const { buffer } = file.bytes;
    if (buffer instanceof ArrayBuffer && !transfer.has(buffer)) transfer.add(buffer);
  }
  port.postMessage({ ref: tree.ref, files }, [...transfer]);
}
