// wc, registered over just-bash's, which padded every count to 3 columns (or none from stdin) (issue 34).
// GNU pads all counts of one call to one width: the digits of the files' total size, at least 7 when a
// count comes from stdin, and no padding at all for a single count of a single operand. (A redirect and a
// pipe look alike here, so stdin always counts as a pipe: `wc < file` pads to 7 where GNU uses the size.)
import { defineCommand, type Command } from 'just-bash';
import { readOperandBytes } from '../read-operand';

type Count = 'lines' | 'words' | 'chars' | 'bytes' | 'maxLineLength';
const ORDER: readonly Count[] = ['lines', 'words', 'chars', 'bytes', 'maxLineLength'];
const SHORT: Record<string, Count> = { l: 'lines', w: 'words', m: 'chars', c: 'bytes', L: 'maxLineLength' };
const LONG: Record<string, Count> = {
  lines: 'lines',
  words: 'words',
  chars: 'chars',
  bytes: 'bytes',
  'max-line-length': 'maxLineLength',
};

function parseWcArgs(args: readonly string[]): { counts: Count[]; files: string[] } | string {
  const chosen = new Set<Count>();
  const files: string[] = [];
  let optionsEnded = false;
  for (const arg of args) {
    if (optionsEnded || arg === '-' || !arg.startsWith('-')) files.push(arg);
    else if (arg === '--') optionsEnded = true;
    else if (arg.startsWith('--')) {
      const count = LONG[arg.slice(2)];
      if (!count) return `wc: unrecognized option '${arg}'`;
      chosen.add(count);
    } else {
      for (const letter of arg.slice(1)) {
        const count = SHORT[letter];
        if (!count) return `wc: invalid option -- '${letter}'`;
        chosen.add(count);
      }
    }
  }
  const counts =
    chosen.size === 0 ? (['lines', 'words', 'bytes'] as Count[]) : ORDER.filter((c) => chosen.has(c));
  return { counts, files };
}

const isSpace = (byte: number) => byte === 0x20 || (byte >= 0x09 && byte <= 0x0d);

function countBytes(bytes: Uint8Array): Record<Count, number> {
  let lines = 0;
  let words = 0;
  let chars = 0;
  let inWord = false;
  let maxLineLength = 0;
  let column = 0;
  for (const byte of bytes) {
    if ((byte & 0xc0) !== 0x80) chars++;
    if (byte === 0x0a) {
      lines++;
      maxLineLength = Math.max(maxLineLength, column);
      column = 0;
    } else if (byte === 0x09) column += 8 - (column % 8);
    else if ((byte & 0xc0) !== 0x80 && byte !== 0x0d && byte !== 0x0c) column++;
    if (isSpace(byte)) inWord = false;
    else if (!inWord) {
      inWord = true;
      words++;
    }
  }
  maxLineLength = Math.max(maxLineLength, column);
  return { lines, words, chars, bytes: bytes.length, maxLineLength };
}

export function createWcCommand(): Command {
  return defineCommand('wc', async (args, ctx) => {
    const parsed = parseWcArgs(args);
    if (typeof parsed === 'string') return { stdout: '', stderr: `${parsed}\n`, exitCode: 1 };
    const { counts, files } = parsed;
    const operands = files.length === 0 ? [null] : files;
    let stderr = '';
    const rows: { name: string | null; values: Record<Count, number> | null }[] = [];
    for (const name of operands) {
      const read = await readOperandBytes(ctx, name ?? '-');
      if ('error' in read) {
        stderr += `wc: ${name}: ${read.error}\n`;
        // GNU still prints a directory's (empty) counts.
        rows.push({ name, values: read.error === 'Is a directory' ? countBytes(new Uint8Array()) : null });
      } else rows.push({ name, values: countBytes(read.bytes) });
    }
    const width = columnWidth(counts.length, operands, rows);
    const total = Object.fromEntries(
      ORDER.map((c) => [
        c,
        c === 'maxLineLength' ? 0 : rows.reduce((sum, row) => sum + (row.values?.[c] ?? 0), 0),
      ]),
    ) as Record<Count, number>;
    total.maxLineLength = Math.max(0, ...rows.map((row) => row.values?.maxLineLength ?? 0));
    if (operands.length > 1) rows.push({ name: 'total', values: total });
    const line = (values: Record<Count, number>, name: string | null) =>
      counts.map((c) => String(values[c]).padStart(width)).join(' ') + (name === null ? '' : ` ${name}`);
    const stdout = rows
      .filter((row) => row.values !== null)
      .map((row) => `${line(row.values!, row.name)}\n`)
      .join('');
    return { stdout, stderr, exitCode: stderr === '' ? 0 : 1 };
  });
}

/** GNU's number width: see the comment at the top. */
function columnWidth(
  countColumns: number,
  operands: readonly (string | null)[],
  rows: readonly { name: string | null; values: Record<Count, number> | null }[],
): number {
  if (countColumns === 1 && operands.length === 1) return 1;
  if (rows[0]?.values === null) return 1; // GNU gives up on widths when the first operand cannot be read
  let minimum = 1;
  let size = 0;
  rows.forEach((row, index) => {
    if (!row.values) return;
    const operand = operands[index];
    if (operand === null || operand === '-') minimum = 7;
    else size += row.values.bytes;
  });
  return Math.max(minimum, String(size).length);
}
