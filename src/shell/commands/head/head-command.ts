// head, registered over just-bash's, which refused GNU's negative counts (issue 34): `head -n -N` prints all
// but the last N lines, `head -c -N` all but the last N bytes. Positive counts go to just-bash's head.
import { defineCommand, type Command, type CommandContext } from 'just-bash';
import { bytesAsText, readOperandBytes } from '../read-operand';

interface AllButLast {
  readonly unit: 'lines' | 'bytes';
  readonly count: number;
  readonly headers: 'auto' | 'never' | 'always';
  readonly files: readonly string[];
}

/** The options when they ask for "all but the last N"; null when head's own handling applies. */
function allButLast(args: readonly string[]): AllButLast | null {
  let negative: { unit: 'lines' | 'bytes'; count: number } | null = null;
  let headers: AllButLast['headers'] = 'auto';
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const option = /^(?:-([nc])(.*)|--(lines|bytes)(?:=(.*))?)$/.exec(arg);
    if (option) {
      const unit = option[1] === 'c' || option[3] === 'bytes' ? 'bytes' : 'lines';
      const value = option[2] || option[4] || args[++i] || '';
      const match = /^-(\d+)$/.exec(value);
      negative = match ? { unit, count: Number(match[1]) } : null;
    } else if (arg === '-q' || arg === '--quiet' || arg === '--silent') headers = 'never';
    else if (arg === '-v' || arg === '--verbose') headers = 'always';
    else if (arg === '-' || !arg.startsWith('-')) files.push(arg);
    else return null;
  }
  return negative && { ...negative, headers, files };
}

function dropLastLines(bytes: Uint8Array, count: number): Uint8Array {
  if (count === 0) return bytes;
  let end = bytes.length;
  let toDrop = count;
  // A last line without its newline still counts as a line.
  if (end > 0 && bytes[end - 1] !== 0x0a) {
    toDrop--;
    end = bytes.lastIndexOf(0x0a, end - 1) + 1;
  }
  while (toDrop > 0 && end > 0) {
    // (a typed array's lastIndexOf counts a negative start from the end)
    end = end < 2 ? 0 : bytes.lastIndexOf(0x0a, end - 2) + 1;
    toDrop--;
  }
  return bytes.subarray(0, end);
}

async function printAllButLast(options: AllButLast, ctx: CommandContext) {
  const names = options.files.length === 0 ? ['-'] : options.files;
  const showHeaders = options.headers === 'always' || (options.headers === 'auto' && names.length > 1);
  let stdout = '';
  let stderr = '';
  let exitCode = 0;
  let printedOne = false;
  for (const name of names) {
    const read = await readOperandBytes(ctx, name);
    if ('error' in read) {
      stderr += `head: cannot open '${name}' for reading: ${read.error}\n`;
      exitCode = 1;
      continue;
    }
    if (showHeaders) stdout += `${printedOne ? '\n' : ''}==> ${name === '-' ? 'standard input' : name} <==\n`;
    printedOne = true;
    const kept =
      options.unit === 'bytes'
        ? read.bytes.subarray(0, Math.max(0, read.bytes.length - options.count))
        : dropLastLines(read.bytes, options.count);
    stdout += bytesAsText(kept);
  }
  return { stdout, stderr, exitCode };
}

export function createHeadCommand(): Command {
  return defineCommand('head', async (args, ctx) => {
    const options = allButLast(args);
    if (options) return printAllButLast(options, ctx);
    if (!ctx.origCommand) return { stdout: '', stderr: 'head: unavailable\n', exitCode: 127 };
    return ctx.origCommand(args);
  });
}
