// just-bash's sed edits in place with `-i.bak` (or `--in-place=.bak`) but writes no backup (issue 34). This
// keeps each file's content before the edit and writes it to file + suffix, as GNU sed does (`*` in the
// suffix stands for the file's name); the edit itself is just-bash's sed.
import type { CommandContext, ExecResult } from 'just-bash';

interface InPlace {
  /** The arguments with the suffix taken off the in-place option. */
  readonly args: string[];
  readonly suffix: string;
  readonly files: string[];
}

const VALUED_SHORT = new Set(['e', 'f', 'l']);
const VALUED_LONG = new Set(['--expression', '--file', '--line-length']);

/** The backup suffix and the file operands, when the call edits in place with a suffix. */
function inPlaceWithSuffix(args: readonly string[]): InPlace | null {
  let suffix = '';
  let scriptGiven = false;
  const operands: string[] = [];
  const rewritten: string[] = [];
  let optionsEnded = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (optionsEnded || arg === '-' || !arg.startsWith('-')) {
      operands.push(arg);
      rewritten.push(arg);
    } else if (arg === '--') {
      optionsEnded = true;
      rewritten.push(arg);
    } else if (arg.startsWith('--')) {
      const [name, value] = arg.split(/=(.*)/s, 2) as [string, string | undefined];
      if (name === '--in-place') {
        suffix = value ?? '';
        rewritten.push('-i');
        continue;
      }
      rewritten.push(arg);
      if (name === '--expression' || name === '--file') scriptGiven = true;
      if (VALUED_LONG.has(name) && value === undefined) rewritten.push(args[++i] ?? '');
    } else {
      let cluster = '-';
      for (let j = 1; j < arg.length; j++) {
        const letter = arg[j]!;
        if (letter === 'i') {
          suffix = arg.slice(j + 1);
          cluster += 'i';
          break;
        }
        cluster += letter;
        if (VALUED_SHORT.has(letter)) {
          if (letter !== 'l') scriptGiven = true;
          cluster += arg.slice(j + 1);
          if (j + 1 === arg.length) {
            rewritten.push(cluster, args[++i] ?? '');
            cluster = '';
          }
          break;
        }
      }
      if (cluster !== '') rewritten.push(cluster);
    }
  }
  if (suffix === '') return null;
  return { args: rewritten, suffix, files: scriptGiven ? operands : operands.slice(1) };
}

function backupName(file: string, suffix: string): string {
  if (!suffix.includes('*')) return `${file}${suffix}`;
  const slash = file.lastIndexOf('/');
  const named = suffix.split('*').join(file.slice(slash + 1));
  return named.includes('/') ? named : `${file.slice(0, slash + 1)}${named}`;
}

async function anyEdited(
  originals: ReadonlyMap<string, Uint8Array>,
  pathOf: (file: string) => string,
  fs: { readFileBuffer(path: string): Promise<Uint8Array> },
): Promise<boolean> {
  for (const [file, before] of originals) {
    const after = await fs.readFileBuffer(pathOf(file)).catch(() => null);
    if (!after || after.length !== before.length || after.some((byte, i) => byte !== before[i])) return true;
  }
  return false;
}

type Run = (args: string[]) => Promise<ExecResult>;

/** Runs `sed args` through `run`, writing GNU's backups when the call edits in place with a suffix. */
export async function withInPlaceBackup(args: string[], ctx: CommandContext, run: Run): Promise<ExecResult> {
  const inPlace = inPlaceWithSuffix(args);
  if (!inPlace) return run(args);
  const originals = new Map<string, Uint8Array>();
  for (const file of inPlace.files) {
    const path = ctx.fs.resolvePath(ctx.cwd, file);
    const bytes = await ctx.fs.readFileBuffer(path).catch(() => null);
    if (bytes) originals.set(file, bytes);
  }
  const result = await run(inPlace.args);
  // A failed call that edited nothing (a script that does not parse): GNU writes no backup either.
  if (
    result.exitCode !== 0 &&
    !(await anyEdited(originals, (file) => ctx.fs.resolvePath(ctx.cwd, file), ctx.fs))
  ) {
    return result;
  }
  for (const [file, bytes] of originals) {
    await ctx.fs.writeFile(ctx.fs.resolvePath(ctx.cwd, backupName(file, inPlace.suffix)), bytes);
  }
  return result;
}
