// ls, registered over just-bash's, which lists several operands in the order given with a blank line
// between each (`ls *.txt` printed a blank line between files). GNU sorts the operands, lists the files
// first, one per line, then each folder under a `name:` header, blank lines only between those groups.
// Each operand is still listed by just-bash's ls; calls with one operand, or with options that change the
// order or recurse, go to it unchanged.
import { defineCommand, type Command, type CommandContext } from 'just-bash';

/** Options whose meaning does not touch the order of operands. */
const PLAIN_LETTERS = new Set([...'1aAdFhlpiLnogGsk']);
const PLAIN_LONG = new Set(['--all', '--almost-all', '--directory', '--human-readable', '--classify']);

function split(args: readonly string[]): { options: string[]; operands: string[] } | null {
  const options: string[] = [];
  const operands: string[] = [];
  let optionsEnded = false;
  for (const arg of args) {
    if (optionsEnded || arg === '-' || !arg.startsWith('-')) operands.push(arg);
    else if (arg === '--') optionsEnded = true;
    else if (
      arg.startsWith('--') ? PLAIN_LONG.has(arg) : [...arg.slice(1)].every((l) => PLAIN_LETTERS.has(l))
    )
      options.push(arg);
    else return null;
  }
  return { options, operands };
}

const compareNames = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

async function listInGnuOrder(
  options: readonly string[],
  operands: readonly string[],
  ctx: CommandContext,
  list: (args: string[]) => ReturnType<NonNullable<CommandContext['origCommand']>>,
) {
  const asFiles = options.some((o) => o === '--directory' || (!o.startsWith('--') && o.includes('d')));
  const files: string[] = [];
  const folders: string[] = [];
  const missing: string[] = [];
  for (const name of [...operands].sort(compareNames)) {
    const stat = await ctx.fs.stat(ctx.fs.resolvePath(ctx.cwd, name)).catch(() => null);
    if (!stat) missing.push(name);
    else if (stat.isDirectory && !asFiles) folders.push(name);
    else files.push(name);
  }
  let stderr = '';
  let exitCode = 0;
  for (const name of missing) {
    const result = await list([...options, name]);
    stderr += result.stderr;
    exitCode = Math.max(exitCode, result.exitCode);
  }
  const sections: string[] = [];
  let fileLines = '';
  for (const name of files) fileLines += (await list([...options, name])).stdout;
  if (fileLines !== '') sections.push(fileLines);
  for (const name of folders) {
    const result = await list([...options, name]);
    stderr += result.stderr;
    exitCode = Math.max(exitCode, result.exitCode);
    sections.push(`${name}:\n${result.stdout}`);
  }
  return { stdout: sections.join('\n'), stderr, exitCode };
}

export function createLsCommand(): Command {
  return defineCommand('ls', async (args, ctx) => {
    const original = ctx.origCommand;
    if (!original) return { stdout: '', stderr: 'ls: unavailable\n', exitCode: 127 };
    const parsed = split(args);
    if (!parsed || parsed.operands.length < 2) return original(args);
    return listInGnuOrder(parsed.options, parsed.operands, ctx, original);
  });
}
