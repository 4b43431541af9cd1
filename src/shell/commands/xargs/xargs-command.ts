// xargs for the emulated shell, registered over just-bash's, which split -I input at blanks, ran nothing
// when there was no input, read no quotes and had no -L (issue 34). GNU's rules: see xargs-input.ts and
// xargs-options.ts. Commands run one after another through the interpreter, with an empty stdin.
import { defineCommand, type Command, type CommandContext } from 'just-bash';
import { decodeStdin } from '../decode-stdin';
import { cutAtEofString, readInputLines, splitAtDelimiter, type InputLine } from './xargs-input';
import { parseXargsArgs, type XargsOptions } from './xargs-options';

type Result = { stdout: string; stderr: string; exitCode: number };

const quote = (word: string) => `'${word.replace(/'/g, "'\\''")}'`;

/** Each invocation's argument list (after the command name's own initial arguments). */
function invocations(
  options: XargsOptions,
  lines: readonly InputLine[],
  delimited: string[] | null,
): string[][] {
  const [, ...initial] = options.command;
  const batching = options.batching;
  if (batching.kind === 'replace') {
    const texts = delimited ?? lines.map((line) => line.text);
    return texts.map((item) => initial.map((arg) => arg.split(batching.placeholder).join(item)));
  }
  const items = delimited ?? lines.flatMap((line) => line.items);
  if (items.length === 0) return options.noRunIfEmpty ? [] : [initial];
  if (batching.kind === 'all') return [[...initial, ...items]];
  if (batching.kind === 'args') {
    const runs: string[][] = [];
    for (let i = 0; i < items.length; i += batching.count)
      runs.push([...initial, ...items.slice(i, i + batching.count)]);
    return runs;
  }
  // -L: so many non-blank lines per command, a line ending in a blank counted with the next.
  const groups = delimited ? delimited.map((item) => [item]) : lines.map((line) => line.items);
  const runs: string[][] = [];
  let current: string[] = [];
  let counted = 0;
  groups.forEach((group, index) => {
    current.push(...group);
    if (!delimited && lines[index]!.continues) return;
    if (++counted === batching.count) {
      runs.push([...initial, ...current]);
      current = [];
      counted = 0;
    }
  });
  if (current.length > 0) runs.push([...initial, ...current]);
  return runs;
}

async function runAll(options: XargsOptions, runs: string[][], ctx: CommandContext): Promise<Result> {
  const name = options.command[0]!;
  const maxRuns = ctx.limits?.maxLoopIterations ?? Infinity;
  let stdout = '';
  let stderr = '';
  let status = 0;
  // Each run counts as a loop iteration; past the limit nothing runs, and exit 126 with this message is
  // what run/stop-reason.ts reads as a loop-iterations stop.
  if (runs.length > maxRuns) {
    return { stdout, stderr: `xargs: iteration limit exceeded (${maxRuns} commands)\n`, exitCode: 126 };
  }
  for (const args of runs) {
    if (options.trace) stderr += `${[name, ...args].join(' ')}\n`;
    if (!ctx.exec) return { stdout, stderr: `${stderr}xargs: cannot run commands here\n`, exitCode: 126 };
    const result = await ctx.exec(quote(name), {
      cwd: ctx.cwd,
      args,
      stdin: '',
      ...(ctx.signal ? { signal: ctx.signal } : {}),
    });
    stdout += result.stdout;
    stderr += result.stderr;
    if (result.exitCode === 126 || result.exitCode === 127)
      return { stdout, stderr, exitCode: result.exitCode };
    if (result.exitCode === 255) {
      return { stdout, stderr: `${stderr}xargs: ${name}: exited with status 255; aborting\n`, exitCode: 124 };
    }
    if (result.exitCode !== 0) status = 123;
  }
  return { stdout, stderr, exitCode: status };
}

export function createXargsCommand(): Command {
  return defineCommand('xargs', async (args, ctx) => {
    const options = parseXargsArgs(args);
    if (typeof options === 'string') return { stdout: '', stderr: `${options}\n`, exitCode: 1 };
    const input = decodeStdin(ctx.stdin);
    let lines: InputLine[] = [];
    let delimited: string[] | null = null;
    if (options.delimiter !== null) delimited = splitAtDelimiter(input, options.delimiter);
    else {
      const read = readInputLines(input);
      if (typeof read === 'string') return { stdout: '', stderr: `${read}\n`, exitCode: 1 };
      lines = options.eofString === null ? read : cutAtEofString(read, options.eofString);
    }
    return runAll(options, invocations(options, lines, delimited), ctx);
  });
}
