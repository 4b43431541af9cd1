import { describe, expect, it } from 'vitest';
import { handedOverTrees, isHandOverMessage, postHandedOverTree } from './handed-over-trees';
import type { ImportedFile, ImportedTreeRef } from './imported-tree';

/** Never gives up: a test that wants it to says so by calling the settle it was given. */
const never = () => () => undefined;

const ref: ImportedTreeRef = { sha256: 'a'.repeat(64), files: 3, bytes: 6 };

function files(): ImportedFile[] {
  const shared = Uint8Array.from([7, 8, 9, 10]);
  return [
    { path: 'a.bin', bytes: Uint8Array.from([0, 255]) },
    // Two views into one buffer (as a zip's entries may be): neither may take the other's bytes along.
    { path: 'b/c.txt', bytes: shared.subarray(0, 2) },
    { path: 'b/d.txt', bytes: shared.subarray(2, 4) },
  ];
}

describe('handed-over trees', () => {
  it('gives a load the files posted on the channel once, byte for byte, the sole buffers transferred', async () => {
    const trees = handedOverTrees(never);
    const channel = new MessageChannel();
    const sent = files();
    postHandedOverTree(channel.port1, { ref, files: sent });
    expect(sent[0]!.bytes.byteLength).toBe(0); // its own buffer: moved, not copied
    expect(sent[1]!.bytes.byteLength).toBe(2); // a view into a shared buffer: copied
    trees.accept(ref.sha256, channel.port2);
    const taken = await trees.take(ref);
    expect(taken?.map((f) => [f.path, [...f.bytes]])).toEqual([
      ['a.bin', [0, 255]],
      ['b/c.txt', [7, 8]],
      ['b/d.txt', [9, 10]],
    ]);
    expect(await trees.take(ref)).toBeNull(); // used once: a later load reads the tree store
    channel.port1.close();
  });

  it('has nothing for another tree, and nothing when what arrived is not the named tree', async () => {
    const trees = handedOverTrees(never);
    const channel = new MessageChannel();
    trees.accept(ref.sha256, channel.port2);
    expect(await trees.take({ ...ref, sha256: 'b'.repeat(64) })).toBeNull();
    postHandedOverTree(channel.port1, { ref: { ...ref, files: 2 }, files: files().slice(0, 2) });
    expect(await trees.take(ref)).toBeNull();
    channel.port1.close();
  });

  it('gives nothing, and does not throw, when the give-up fires before it has returned', async () => {
    const trees = handedOverTrees((settle) => {
      settle();
      return () => undefined;
    });
    const channel = new MessageChannel();
    trees.accept(ref.sha256, channel.port2);
    postHandedOverTree(channel.port1, { ref, files: files() });
    expect(await trees.take(ref)).toBeNull();
  });

  it('gives up on files that never come, so the load reads the tree store instead of waiting for ever', async () => {
    let giveUpNow = () => undefined as void;
    const trees = handedOverTrees((settle) => {
      giveUpNow = settle;
      return () => undefined;
    });
    const channel = new MessageChannel();
    trees.accept(ref.sha256, channel.port2);
    channel.port1.close(); // the import worker is gone without posting
    const taken = trees.take(ref);
    giveUpNow();
    expect(await taken).toBeNull();
    expect(await trees.take(ref)).toBeNull(); // and it is not asked for again
  });

  it('gives nothing when the message cannot be read on the runtime side', async () => {
    const listeners = new Map<string, (event: { data: unknown }) => void>();
    const port = {
      addEventListener: (type: string, listener: (event: { data: unknown }) => void) =>
        listeners.set(type, listener),
      start: () => listeners.get('messageerror')?.({ data: null }),
      close: () => undefined,
    };
    const trees = handedOverTrees(never);
    trees.accept(ref.sha256, port);
    expect(await trees.take(ref)).toBeNull();
  });

  it('recognises only the page hand-over message', () => {
    expect(isHandOverMessage({ kind: 'imported-tree-port', treeHash: ref.sha256 })).toBe(true);
    expect(isHandOverMessage({ kind: 'imported-tree-port' })).toBe(false);
    expect(isHandOverMessage({ rpc: 'request' })).toBe(false);
    expect(isHandOverMessage(null)).toBe(false);
  });
});
