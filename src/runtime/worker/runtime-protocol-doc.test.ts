// docs/runtime.md's protocol tables are the table in runtime-protocol.ts: the same requests and events, each
// request's params and each event's payload with the same fields, each request with the same caller. A
// request added to the table and not to the docs (or the other way round) fails here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RUNTIME_PROTOCOL } from './runtime-protocol';

const doc = readFileSync(new URL('../../../docs/runtime.md', import.meta.url), 'utf8');

/** The rows of the Markdown table whose header's first cell is `first`, as trimmed cells. */
function tableRows(first: string): string[][] {
  const lines = doc.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^\\|\\s*${first}\\s*\\|`).test(line));
  expect(start, `a table headed "${first}" in docs/runtime.md`).toBeGreaterThanOrEqual(0);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(splitCells(line));
  }
  return rows;
}

/** Cells of a table line; `\|` inside a cell is an escaped bar, not a border. */
function splitCells(line: string): string[] {
  return line
    .slice(1, -1)
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** `name` from a cell that is one code span. */
function nameOf(cell: string): string {
  const match = /^`([^`]+)`$/.exec(cell);
  if (!match?.[1]) throw new Error(`expected one code span, got ${cell}`);
  return match[1];
}

/** The top-level field names of the first `{ ... }` object in a cell (shorthand `{ a, b? }` or `{ a: T }`). */
function fieldsOf(cell: string): string[] {
  const open = cell.indexOf('{');
  expect(open, `an object in ${cell}`).toBeGreaterThanOrEqual(0);
  let depth = 0;
  let current = '';
  const parts: string[] = [];
  for (const char of cell.slice(open + 1)) {
    if (char === '{' || char === '[' || char === '(') depth += 1;
    if (char === '}' || char === ']' || char === ')') {
      if (depth === 0) break;
      depth -= 1;
    }
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts
    .map((part) => /^\s*([A-Za-z_$][\w$]*)/.exec(part)?.[1])
    .filter((name): name is string => name !== undefined);
}

describe("docs/runtime.md's protocol tables", () => {
  it('list every request of the table, with its params fields and its caller', () => {
    const documented = tableRows('request').map(([name = '', caller = '', shape = '']) => ({
      name: nameOf(name),
      caller,
      args: fieldsOf(shape),
    }));
    const table = Object.entries(RUNTIME_PROTOCOL.requests).map(([name, row]) => ({
      name,
      caller: row.caller,
      args: [...row.args],
    }));
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect(documented.sort(byName)).toEqual(table.sort(byName));
  });

  it('list every event of the table, with its payload fields', () => {
    const documented = tableRows('event').map(([name = '', payload = '']) => ({
      name: nameOf(name),
      fields: fieldsOf(payload),
    }));
    const table = Object.entries(RUNTIME_PROTOCOL.events).map(([name, row]) => ({
      name,
      fields: [...row.fields],
    }));
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect(documented.sort(byName)).toEqual(table.sort(byName));
  });
});
