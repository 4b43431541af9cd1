// mktemp, which just-bash lacks (issue 34): GNU's names (`/tmp/tmp.XXXXXXXXXX`, a template's trailing X's
// replaced by letters and digits), -d, -u, -p/--tmpdir, -t, --suffix, -q. The letters come from the call's
// seeded generator, so a replay creates the same names.
import { defineCommand, type Command, type CommandContext } from 'just-bash';

/** The characters GNU mktemp fills X's with: ASCII letters and digits (not a base64 table). */
const characters = (from: string, to: string) =>
  Array.from({ length: to.charCodeAt(0) - from.charCodeAt(0) + 1 }, (_, i) =>
    String.fromCharCode(from.charCodeAt(0) + i),
  ).join('');
const NAME_CHARACTERS = characters('A', 'Z') + characters('a', 'z') + characters('0', '9');
const DEFAULT_TEMPLATE = 'tmp.XXXXXXXXXX';
const ATTEMPTS = 100;

interface MktempOptions {
  directory: boolean;
  dryRun: boolean;
  quiet: boolean;
  /** Where a relative template goes: null = the working folder (GNU, for a template given without -p/-t). */
  tmpdir: string | null;
  suffix: string;
  template: string | null;
}

function parseMktempArgs(args: readonly string[], defaultTmp: string): MktempOptions | string {
  const options: MktempOptions = {
    directory: false,
    dryRun: false,
    quiet: false,
    tmpdir: null,
    suffix: '',
    template: null,
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--directory') options.directory = true;
    else if (arg === '--dry-run') options.dryRun = true;
    else if (arg === '--quiet') options.quiet = true;
    else if (arg === '--tmpdir') options.tmpdir = defaultTmp;
    else if (arg.startsWith('--tmpdir=')) options.tmpdir = arg.slice(9) || defaultTmp;
    else if (arg.startsWith('--suffix=')) options.suffix = arg.slice(9);
    else if (arg === '--suffix') options.suffix = args[++i] ?? '';
    else if (arg.startsWith('--')) return `mktemp: unrecognized option '${arg}'`;
    else if (arg.startsWith('-') && arg.length > 1) {
      for (let j = 1; j < arg.length; j++) {
        const letter = arg[j]!;
        if (letter === 'd') options.directory = true;
        else if (letter === 'u') options.dryRun = true;
        else if (letter === 'q') options.quiet = true;
        else if (letter === 't') options.tmpdir ??= defaultTmp;
        else if (letter === 'p') {
          options.tmpdir = (j + 1 < arg.length ? arg.slice(j + 1) : args[++i]) || defaultTmp;
          break;
        } else return `mktemp: invalid option -- '${letter}'`;
      }
    } else if (options.template === null) options.template = arg;
    else return `mktemp: too many templates`;
  }
  return options;
}

/** The path to create, with its run of X's to fill, or GNU's complaint. */
function pattern(options: MktempOptions): { path: string; xStart: number; xEnd: number } | string {
  const template = options.template ?? DEFAULT_TEMPLATE;
  const tmpdir = options.template === null ? (options.tmpdir ?? '/tmp') : options.tmpdir;
  if (tmpdir !== null && options.template !== null && template.includes('/')) {
    return `mktemp: invalid template, '${template}', contains directory separator`;
  }
  const full = `${tmpdir === null ? '' : `${tmpdir.replace(/\/+$/, '')}/`}${template}${options.suffix}`;
  const end = full.length - options.suffix.length;
  let start = end;
  while (start > 0 && full[start - 1] === 'X') start--;
  if (end - start < 3) return `mktemp: too few X's in template '${template}${options.suffix}'`;
  return { path: full, xStart: start, xEnd: end };
}

async function create(ctx: CommandContext, path: string, directory: boolean): Promise<'made' | 'exists'> {
  const resolved = ctx.fs.resolvePath(ctx.cwd, path);
  if (await ctx.fs.exists(resolved)) return 'exists';
  if (directory) await ctx.fs.mkdir(resolved);
  else await ctx.fs.writeFile(resolved, '');
  return 'made';
}

export function createMktempCommand(random: () => number): Command {
  return defineCommand('mktemp', async (args, ctx) => {
    const defaultTmp = ctx.env.get('TMPDIR') || '/tmp';
    const options = parseMktempArgs(args, defaultTmp);
    if (typeof options === 'string') return { stdout: '', stderr: `${options}\n`, exitCode: 1 };
    const quiet = options.quiet;
    const fail = (message: string) => ({ stdout: '', stderr: quiet ? '' : `${message}\n`, exitCode: 1 });
    const shape = pattern(options);
    if (typeof shape === 'string') return fail(shape);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      let letters = '';
      for (let i = shape.xStart; i < shape.xEnd; i++)
        letters += NAME_CHARACTERS[Math.floor(random() * NAME_CHARACTERS.length)];
      const path = shape.path.slice(0, shape.xStart) + letters + shape.path.slice(shape.xEnd);
      if (options.dryRun) return { stdout: `${path}\n`, stderr: '', exitCode: 0 };
      try {
        if ((await create(ctx, path, options.directory)) === 'made')
          return { stdout: `${path}\n`, stderr: '', exitCode: 0 };
      } catch {
        const kind = options.directory ? 'directory' : 'file';
        return fail(
          `mktemp: failed to create ${kind} via template '${shape.path}': No such file or directory`,
        );
      }
    }
    return fail(`mktemp: failed to create a unique name from '${shape.path}'`);
  });
}
