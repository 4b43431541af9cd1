// A deterministic synthetic workspace for benchmarks and browser tests: `files` files of `linesPerFile`
// lines (~47 characters each, so 2,000 × 50 is about 4.7 MB) in a tree of folders, with one rare word on
// `needleLines` lines spread evenly across the files. Same arguments, same bytes, on every machine.
import type { ChangesetEntry } from '../changeset';
import { WORKSPACE_ROOT } from '../workspace-path';

export interface GeneratedWorkspaceOptions {
  readonly files: number;
  readonly linesPerFile: number;
  readonly needle: string;
  readonly needleLines: number;
}

export const BENCH_WORKSPACE: GeneratedWorkspaceOptions = {
  files: 2000,
  linesPerFile: 50,
  needle: 'zebracorn',
  needleLines: 100,
};

const WORDS = [
  'const',
  'value',
  'return',
  'function',
  'item',
  'index',
  'result',
  'config',
  'render',
  'state',
  'update',
  'handle',
  'event',
  'buffer',
  'token',
  'parse',
];
const EXTENSIONS = ['ts', 'ts', 'tsx', 'js', 'md', 'json'];

/** The files as changeset entries (folders first), ready for `applyChangeset`. */
export function generateWorkspaceEntries(options: GeneratedWorkspaceOptions): ChangesetEntry[] {
  let seed = 0x2545f491;
  const next = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed >>> 8;
  };
  const encoder = new TextEncoder();
  const folders = new Set<string>();
  const files: ChangesetEntry[] = [];
  const needleEvery = Math.max(1, Math.floor(options.files / Math.max(1, options.needleLines)));
  let needlesLeft = options.needleLines;
  for (let i = 0; i < options.files; i++) {
    const folder = `${WORKSPACE_ROOT}/pkg${i % 20}/mod${Math.floor(i / 20) % 10}`;
    folders.add(`${WORKSPACE_ROOT}/pkg${i % 20}`);
    folders.add(folder);
    const needleLine = needlesLeft > 0 && i % needleEvery === 0 ? next() % options.linesPerFile : -1;
    if (needleLine >= 0) needlesLeft--;
    const lines: string[] = [];
    for (let l = 0; l < options.linesPerFile; l++) {
      const words = Array.from({ length: 5 }, () => WORDS[next() % WORDS.length]!);
      if (l === needleLine) words[2] = options.needle;
      lines.push(`${words.join(' ')} = ${String(next() % 100000).padStart(5, '0')};`.padEnd(46, ' '));
    }
    const path = `${folder}/file${i}.${EXTENSIONS[i % EXTENSIONS.length]!}`;
    files.push({ type: 'file', path, bytes: encoder.encode(lines.join('\n') + '\n'), mode: 0o644 });
  }
  const folderEntries: ChangesetEntry[] = [...folders]
    .sort()
    .map((path) => ({ type: 'directory', path, mode: 0o755 }));
  return [...folderEntries, ...files];
}
