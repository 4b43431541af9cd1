// Spill files: the full payload of a cut result (spill-content.ts), in the workspace at a path unique per
// call (the reference's per-second names collided), so the model can Read or Grep it later. Plain text, hence
// `.txt`: it is the result's text and data laid out in lines, not the JSON envelope.
import type { IdSource } from '../clock/engine-clock';

/** Writes a spilled payload into the workspace (the engine cannot import vfs; the runtime provides this). */
export interface SpillSink {
  write(path: string, content: string): Promise<void>;
}

/** Memoized per call index, so planning twice names the same file. */
export function spillPathNamer(
  spillDir: string,
  callIds: readonly string[],
  ids: IdSource,
): (index: number) => string {
  const named = new Map<number, string>();
  const dir = spillDir.replace(/\/+$/, '');
  return (index) => {
    let path = named.get(index);
    if (path === undefined) {
      const safeId = (callIds[index] ?? 'call').replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64);
      path = `${dir}/${ids.next('spill')}-${safeId}.txt`;
      named.set(index, path);
    }
    return path;
  };
}

/** Writes every spill; returns the paths that failed (the model is then told the output was not saved). */
export async function writeSpills(
  sink: SpillSink,
  spills: readonly { readonly path: string; readonly content: string }[],
): Promise<Set<string>> {
  const failed = new Set<string>();
  for (const spill of spills) {
    try {
      await sink.write(spill.path, spill.content);
    } catch {
      failed.add(spill.path);
    }
  }
  return failed;
}
