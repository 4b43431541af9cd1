// Small wrappers that make just-bash's coreutils print what GNU prints (checked by the differential tests):
// - uniq -c pads counts to 7 columns; paste reads stdin when given no file and accepts an option's value
//   attached to it (`-sd+`).
import { defineCommand, type Command } from 'just-bash';

type Execute = Parameters<typeof defineCommand>[1];

function wrap(
  name: string,
  rewrite: (args: string[]) => string[],
  after?: (stdout: string, args: string[]) => string,
): Command {
  const execute: Execute = async (args, ctx) => {
    if (!ctx.origCommand) return { stdout: '', stderr: `${name}: unavailable\n`, exitCode: 127 };
    const result = await ctx.origCommand(rewrite(args));
    return after ? { ...result, stdout: after(result.stdout, args) } : result;
  };
  return defineCommand(name, execute);
}

/** `-sd+` → `-s -d +` for short options that take a value. */
function splitAttached(args: string[], valued: string): string[] {
  return args.flatMap((arg) => {
    if (!/^-[a-zA-Z]/.test(arg) || arg.startsWith('--')) return [arg];
    const out: string[] = [];
    for (let i = 1; i < arg.length; i++) {
      const letter = arg[i]!;
      if (valued.includes(letter) && i + 1 < arg.length) {
        out.push(`-${letter}`, arg.slice(i + 1));
        return out;
      }
      out.push(`-${letter}`);
    }
    return out;
  });
}

function padUniqCounts(stdout: string, args: string[]): string {
  if (!args.some((a) => a === '-c' || a === '--count' || /^-[a-zA-Z]*c/.test(a))) return stdout;
  return stdout.replace(/^ *(\d+) /gm, (_, count: string) => `${count.padStart(7)} `);
}

function pasteArgs(args: string[]): string[] {
  const split = splitAttached(args, 'd');
  const hasFile = split.some((a, i) => !a.startsWith('-') && split[i - 1] !== '-d') || split.includes('-');
  return hasFile ? split : [...split, '-'];
}

export function gnuCompatCommands(): Command[] {
  return [wrap('uniq', (args) => args, padUniqCounts), wrap('paste', pasteArgs)];
}
