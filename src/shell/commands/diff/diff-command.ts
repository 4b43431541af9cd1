// diff, registered over just-bash's, which printed a jsdiff-style unified diff for every call: GNU's normal
// format (`2c2`) by default, GNU's -u headers (`--- name\tmtime`) and hunk ranges, -q, -i/-w/-b, --label,
// -N, and exit 0/1/2 (issue 34). Comparing folders (-r) is not supported and says so.
import { defineCommand, type Command, type CommandContext } from 'just-bash';
import { bytesAsText, readOperandBytes } from '../read-operand';
import { findChanges, splitLines } from './diff-changes';
import { headerTime, normalFormat, unifiedFormat } from './diff-format';
import { parseDiffArgs, type DiffOptions } from './diff-options';

type Result = { stdout: string; stderr: string; exitCode: number };
const trouble = (message: string): Result => ({ stdout: '', stderr: `${message}\n`, exitCode: 2 });

interface Operand {
  readonly name: string;
  readonly text: string;
  readonly mtime: Date;
}

async function isFolder(ctx: CommandContext, name: string): Promise<boolean> {
  if (name === '-' || name === '') return false;
  const stat = await ctx.fs.stat(ctx.fs.resolvePath(ctx.cwd, name)).catch(() => null);
  return stat?.isDirectory ?? false;
}

async function readOperand(
  ctx: CommandContext,
  name: string,
  options: DiffOptions,
): Promise<Operand | Result> {
  const read = await readOperandBytes(ctx, name);
  if ('error' in read) {
    if (options.newFile && read.error === 'No such file or directory')
      return { name, text: '', mtime: new Date(0) };
    return trouble(`diff: ${name}: ${read.error}`);
  }
  const stat = name === '-' ? null : await ctx.fs.stat(ctx.fs.resolvePath(ctx.cwd, name)).catch(() => null);
  return { name, text: bytesAsText(read.bytes), mtime: stat?.mtime ?? new Date(0) };
}

/** GNU compares a file with a folder's file of the same name. */
async function operandNames(
  ctx: CommandContext,
  files: readonly string[],
): Promise<[string, string] | Result> {
  const [first, second] = files as [string, string];
  const [firstIsFolder, secondIsFolder] = await Promise.all([isFolder(ctx, first), isFolder(ctx, second)]);
  if (firstIsFolder && secondIsFolder) {
    return trouble('diff: comparing folders is not supported in this emulated shell (compare their files)');
  }
  const base = (name: string) => name.replace(/\/+$/, '').split('/').at(-1)!;
  if (firstIsFolder) return [`${first.replace(/\/+$/, '')}/${base(second)}`, second];
  if (secondIsFolder) return [first, `${second.replace(/\/+$/, '')}/${base(first)}`];
  return [first, second];
}

export function createDiffCommand(): Command {
  return defineCommand('diff', async (args, ctx) => {
    const options = parseDiffArgs(args);
    if (typeof options === 'string') return trouble(`${options}\nTry 'diff --help' for more information.`);
    const names = await operandNames(ctx, options.files);
    if (!Array.isArray(names)) return names;
    const before = await readOperand(ctx, names[0], options);
    if ('exitCode' in before) return before;
    const after = await readOperand(ctx, names[1], options);
    if ('exitCode' in after) return after;
    const [oldLines, newLines] = [splitLines(before.text), splitLines(after.text)];
    const changes = findChanges(oldLines, newLines, options);
    if (changes.length === 0) return { stdout: '', stderr: '', exitCode: 0 };
    if (options.style === 'brief') {
      return { stdout: `Files ${before.name} and ${after.name} differ\n`, stderr: '', exitCode: 1 };
    }
    const stdout =
      options.style === 'normal'
        ? normalFormat(oldLines, newLines, changes)
        : unifiedFormat(
            [
              options.labels[0] ?? `${before.name}\t${headerTime(before.mtime)}`,
              options.labels[1] ?? `${after.name}\t${headerTime(after.mtime)}`,
            ],
            oldLines,
            newLines,
            changes,
            options.context,
          );
    return { stdout, stderr: '', exitCode: 1 };
  });
}
