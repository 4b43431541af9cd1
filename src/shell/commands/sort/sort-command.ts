// sort for the emulated shell, registered over just-bash's: GNU's options in the C locale (code-point
// order, which our LANG=C.UTF-8 promises). just-bash's own sort compares with localeCompare, and its
// comparator is not exported, so this is a sort of our own (decision 0302).
import { defineCommand, type Command, type CommandContext } from 'just-bash';
import { decodeStdin } from '../decode-stdin';
import { compareKeys, compareLines } from './sort-compare';
import { parseSortArgs, type SortOptions } from './sort-options';

type Result = { stdout: string; stderr: string; exitCode: number };
const failure = (message: string): Result => ({ stdout: '', stderr: `${message}\n`, exitCode: 2 });

async function readInputs(options: SortOptions, ctx: CommandContext): Promise<string | Result> {
  const names = options.files.length === 0 ? ['-'] : options.files;
  const texts: string[] = [];
  for (const name of names) {
    if (name === '-') {
      texts.push(decodeStdin(ctx.stdin));
      continue;
    }
    const path = ctx.fs.resolvePath(ctx.cwd, name);
    const stat = await ctx.fs.stat(path).catch(() => null);
    if (!stat) return failure(`sort: cannot read: ${name}: No such file or directory`);
    if (stat.isDirectory) return failure(`sort: read failed: ${name}: Is a directory`);
    const text = await ctx.fs.readFile(path);
    // Files are concatenated as if each ended in a newline.
    texts.push(text === '' || text.endsWith('\n') ? text : `${text}\n`);
  }
  return texts.join('');
}

function splitRecords(text: string, terminator: string): string[] {
  if (text === '') return [];
  const records = text.split(terminator);
  if (records.at(-1) === '') records.pop();
  return records;
}

function checkSorted(records: readonly string[], options: SortOptions, name: string): Result {
  for (let i = 1; i < records.length; i++) {
    const order = compareLines(records[i - 1]!, records[i]!, options);
    if (order > 0 || (options.unique && order === 0)) {
      const stderr = options.check === 'quiet' ? '' : `sort: ${name}:${i + 1}: disorder: ${records[i]}\n`;
      return { stdout: '', stderr, exitCode: 1 };
    }
  }
  return { stdout: '', stderr: '', exitCode: 0 };
}

export function createSortCommand(): Command {
  return defineCommand('sort', async (args, ctx) => {
    const options = parseSortArgs(args);
    if (typeof options === 'string') {
      return failure(`${options}\nTry 'sort --help' for more information.`);
    }
    const input = await readInputs(options, ctx);
    if (typeof input !== 'string') return input;
    const terminator = options.zeroTerminated ? '\0' : '\n';
    const records = splitRecords(input, terminator);
    if (options.check !== 'no') return checkSorted(records, options, options.files[0] ?? '-');
    // Array#sort is stable, so -s only has to skip the last-resort comparison.
    const sorted = [...records].sort((a, b) => compareLines(a, b, options));
    const kept = options.unique
      ? sorted.filter((line, i) => i === 0 || compareKeys(sorted[i - 1]!, line, options) !== 0)
      : sorted;
    const stdout = kept.map((line) => `${line}${terminator}`).join('');
    if (options.output === null) return { stdout, stderr: '', exitCode: 0 };
    await ctx.fs.writeFile(ctx.fs.resolvePath(ctx.cwd, options.output), stdout);
    return { stdout: '', stderr: '', exitCode: 0 };
  });
}
