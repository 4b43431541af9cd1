// Reading a command's file operand the way coreutils do: `-` is stdin, a missing file or a folder is an error
// in GNU's words. Bytes, so that byte counts (-c) are GNU's; the caller decodes what it prints.
import type { CommandContext } from 'just-bash';
import { stdinBytes } from './decode-stdin';

export type OperandBytes = { readonly bytes: Uint8Array } | { readonly error: string };

export async function readOperandBytes(ctx: CommandContext, name: string): Promise<OperandBytes> {
  if (name === '-') return { bytes: stdinBytes(ctx.stdin) };
  if (name === '') return { error: 'No such file or directory' };
  const path = ctx.fs.resolvePath(ctx.cwd, name);
  const stat = await ctx.fs.stat(path).catch(() => null);
  if (!stat) return { error: 'No such file or directory' };
  if (stat.isDirectory) return { error: 'Is a directory' };
  return { bytes: await ctx.fs.readFileBuffer(path) };
}

const decoder = new TextDecoder('utf-8');

/** Bytes as text, invalid UTF-8 replaced rather than failing. */
export function bytesAsText(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}
