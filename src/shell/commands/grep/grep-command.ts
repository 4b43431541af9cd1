// A grep for the emulated shell, registered over just-bash's: GNU's output (`./` kept on paths given with
// it, BRE operators, binary-file notice) and about as fast as GNU on our in-memory tree (a whole-file
// prefilter skips files without a match). Options it does not implement go to just-bash's grep unchanged.
// Directories are walked in code-point order, so output is stable (GNU walks in on-disk order).
import picomatch from 'picomatch';
import { defineCommand, type Command, type IFileSystem } from 'just-bash';
import { parseGrepArgs, type GrepOptions } from './grep-options';
import { compileGrepPattern } from './grep-pattern';
import { searchText } from './grep-search';

const decoder = new TextDecoder('utf-8');

function decodeStdin(byteString: unknown): string {
  const text = String(byteString);
  return decoder.decode(Uint8Array.from(text, (ch) => ch.charCodeAt(0) & 0xff));
}

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

async function searchPath(run: Run, display: string, absolute: string, topLevel: boolean): Promise<void> {
  if (run.options.quiet && run.matched) return;
  let isDirectory: boolean;
  try {
    const stat = topLevel ? await run.fs.stat(absolute) : await run.fs.lstat(absolute);
    if (stat.isSymbolicLink) return; // -r does not follow links met while walking
    isDirectory = stat.isDirectory;
  } catch {
    fail(run, `${display}: No such file or directory`);
    return;
  }
  if (isDirectory) {
    if (!run.options.recursive) {
      fail(run, `${display}: Is a directory`);
      return;
    }
    const names = (await run.fs.readdir(absolute)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const name of names) {
      const childAbsolute = absolute === '/' ? `/${name}` : `${absolute}/${name}`;
      const childDisplay = joinDisplay(display, name);
      const childIsDir = await run.fs.lstat(childAbsolute).then(
        (stat) => stat.isDirectory,
        () => null,
      );
      if (childIsDir === null) continue;
      if (childIsDir ? run.excludeDir?.(name) : !fileSelected(run, name)) continue;
      await searchPath(run, childDisplay, childAbsolute, false);
    }
    return;
  }
  if (!topLevel && !fileSelected(run, display.slice(display.lastIndexOf('/') + 1))) return;
  report(run, display, await run.fs.readFile(absolute));
}

function fileSelected(run: Run, name: string): boolean {
  if (run.include && !run.include(name)) return false;
  return !run.exclude?.(name);
}

function matcher(globs: readonly string[]): ((name: string) => boolean) | null {
  return globs.length === 0 ? null : picomatch(globs as string[], { dot: true });
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
    const regex = compileGrepPattern(parsed);
    if (typeof regex === 'string') return { stdout: '', stderr: `grep: ${regex}\n`, exitCode: 2 };
    const implicitRoot = parsed.recursive && parsed.files.length === 0;
    parsed.withFilename ??= parsed.recursive || parsed.files.length > 1;
    const run: Run = {
      fs: ctx.fs,
      cwd: ctx.cwd,
      options: parsed,
      regex,
      prefilter: new RegExp(regex.source, `${regex.flags}m`),
      include: matcher(parsed.include),
      exclude: matcher(parsed.exclude),
      excludeDir: matcher(parsed.excludeDir),
      stdout: [],
      stderr: [],
      matched: false,
      failed: false,
    };
    if (implicitRoot) await searchPath(run, '', ctx.cwd, true);
    else if (parsed.files.length === 0) report(run, '(standard input)', decodeStdin(ctx.stdin));
    for (const file of parsed.files) {
      if (file === '-') report(run, '(standard input)', decodeStdin(ctx.stdin));
      else await searchPath(run, file, ctx.fs.resolvePath(ctx.cwd, file), true);
    }
    const exitCode = parsed.quiet && run.matched ? 0 : run.failed ? 2 : run.matched ? 0 : 1;
    const join = (lines: string[]) => (lines.length === 0 ? '' : `${lines.join('\n')}\n`);
    return { stdout: join(run.stdout), stderr: join(run.stderr), exitCode };
  });
}
