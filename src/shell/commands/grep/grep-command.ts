// A grep for the emulated shell, registered over just-bash's: GNU's output (`./` kept on paths given with
// it, BRE operators, binary-file notice) and about as fast as GNU on our in-memory tree (a whole-file
// prefilter skips files without a match). Options it does not implement go to just-bash's grep unchanged.
// Directories are walked in code-point order, so output is stable (GNU walks in on-disk order).
import { compileGlobs } from '../../../common/glob/glob-matcher';
import { defineCommand, type Command, type IFileSystem } from 'just-bash';
import { decodeStdin } from '../decode-stdin';
import { parseGrepArgs, type GrepOptions } from './grep-options';
import { compiledRegExp, compileGrepPattern } from './grep-pattern';
import { searchText } from './grep-search';

interface Run {
  readonly fs: IFileSystem;
  readonly cwd: string;
  readonly options: GrepOptions;
  readonly regex: RegExp;
  readonly prefilter: RegExp;
  readonly include: ((name: string) => boolean) | null;
  readonly exclude: ((name: string) => boolean) | null;
  readonly excludeDir: ((name: string) => boolean) | null;
  stdout: string[];
  stderr: string[];
  matched: boolean;
  failed: boolean;
}

function joinDisplay(dir: string, name: string): string {
  if (dir === '') return name;
  return dir.endsWith('/') ? `${dir}${name}` : `${dir}/${name}`;
}

function report(run: Run, name: string, text: string): void {
  const outcome = searchText(text, name, run.options, run.regex, run.prefilter);
  const { options } = run;
  if (outcome.matchedLines > 0) run.matched = true;
  if (options.quiet) return;
  if (options.filesWithMatches) {
    if (outcome.matchedLines > 0) run.stdout.push(name);
  } else if (options.filesWithoutMatch) {
    if (outcome.matchedLines === 0) run.stdout.push(name);
  } else if (options.count) {
    run.stdout.push(options.withFilename ? `${name}:${outcome.matchedLines}` : String(outcome.matchedLines));
  } else if (outcome.binary) {
    if (outcome.matchedLines > 0) run.stderr.push(`grep: ${name}: binary file matches`);
  } else run.stdout.push(...outcome.output);
}

function fail(run: Run, message: string): void {
  run.failed = true;
  if (!run.options.noMessages) run.stderr.push(`grep: ${message}`);
}

/** A path named on the command line: links are followed, a folder needs -r. */
async function searchOperand(run: Run, display: string, absolute: string): Promise<void> {
  const stat = await run.fs.stat(absolute).catch(() => null);
  if (stat === null) fail(run, `${display}: No such file or directory`);
  else if (!stat.isDirectory) report(run, display, await run.fs.readFile(absolute));
  else if (run.options.recursive) await searchDirectory(run, display, absolute);
  else fail(run, `${display}: Is a directory`);
}

async function searchDirectory(run: Run, display: string, absolute: string): Promise<void> {
  for (const entry of await listDirectory(run.fs, absolute)) {
    if (run.options.quiet && run.matched) return;
    if (entry.isSymbolicLink) continue; // -r does not follow links met while walking
    const childAbsolute = absolute === '/' ? `/${entry.name}` : `${absolute}/${entry.name}`;
    const childDisplay = joinDisplay(display, entry.name);
    if (entry.isDirectory) {
      if (!run.excludeDir?.(entry.name)) await searchDirectory(run, childDisplay, childAbsolute);
    } else if (fileSelected(run, entry.name)) {
      report(run, childDisplay, await run.fs.readFile(childAbsolute));
    }
  }
}

interface Entry {
  readonly name: string;
  readonly isDirectory: boolean;
  readonly isSymbolicLink: boolean;
}

/** Sorted entries with their types: one call per folder when the filesystem can give types directly. */
async function listDirectory(fs: IFileSystem, dir: string): Promise<Entry[]> {
  const entries: Entry[] = fs.readdirWithFileTypes
    ? await fs.readdirWithFileTypes(dir)
    : await Promise.all(
        (await fs.readdir(dir)).map(async (name) => {
          const stat = await fs.lstat(`${dir === '/' ? '' : dir}/${name}`);
          return { name, isDirectory: stat.isDirectory, isSymbolicLink: stat.isSymbolicLink };
        }),
      );
  return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

function fileSelected(run: Run, name: string): boolean {
  if (run.include && !run.include(name)) return false;
  return !run.exclude?.(name);
}

type NameMatcher = ((name: string) => boolean) | null;

/** The matcher for --include / --exclude globs, or why one cannot be built (grep exits 2). */
function matcher(option: string, globs: readonly string[]): NameMatcher | string {
  if (globs.length === 0) return null;
  const compiled = compileGlobs(globs, { dot: true });
  return compiled.ok ? compiled.matches : `invalid ${option} glob: ${compiled.reason}`;
}

export function createGrepCommand(name = 'grep'): Command {
  return defineCommand(name, async (args, ctx) => {
    const parsed = parseGrepArgs(
      name === 'egrep' ? ['-E', ...args] : name === 'fgrep' ? ['-F', ...args] : args,
    );
    if (!parsed)
      return ctx.origCommand
        ? ctx.origCommand(args)
        : { stdout: '', stderr: `${name}: unsupported option\n`, exitCode: 2 };
    // Everything is compiled before the search starts, so a pattern that cannot be is grep's exit 2.
    const failed = (problem: string) => ({ stdout: '', stderr: `grep: ${problem}\n`, exitCode: 2 });
    const regex = compileGrepPattern(parsed);
    if (typeof regex === 'string') return failed(regex);
    const prefilter = compiledRegExp(regex.source, `${regex.flags}m`);
    if (typeof prefilter === 'string') return failed(prefilter);
    const include = matcher('--include', parsed.include);
    if (typeof include === 'string') return failed(include);
    const exclude = matcher('--exclude', parsed.exclude);
    if (typeof exclude === 'string') return failed(exclude);
    const excludeDir = matcher('--exclude-dir', parsed.excludeDir);
    if (typeof excludeDir === 'string') return failed(excludeDir);
    const implicitRoot = parsed.recursive && parsed.files.length === 0;
    parsed.withFilename ??= parsed.recursive || parsed.files.length > 1;
    const run: Run = {
      fs: ctx.fs,
      cwd: ctx.cwd,
      options: parsed,
      regex,
      prefilter,
      include,
      exclude,
      excludeDir,
      stdout: [],
      stderr: [],
      matched: false,
      failed: false,
    };
    if (implicitRoot) await searchDirectory(run, '', ctx.cwd);
    else if (parsed.files.length === 0) report(run, '(standard input)', decodeStdin(ctx.stdin));
    for (const file of parsed.files) {
      if (file === '-') report(run, '(standard input)', decodeStdin(ctx.stdin));
      else await searchOperand(run, file, ctx.fs.resolvePath(ctx.cwd, file));
    }
    const exitCode = parsed.quiet && run.matched ? 0 : run.failed ? 2 : run.matched ? 0 : 1;
    const join = (lines: string[]) => (lines.length === 0 ? '' : `${lines.join('\n')}\n`);
    return { stdout: join(run.stdout), stderr: join(run.stderr), exitCode };
  });
}
