// The unified diff shown after an Edit: enough for the model (and the person watching) to check the change,
// capped like the seed's preview (100 lines, 10,240 bytes) so a large rewrite cannot flood the result.
import { createTwoFilesPatch } from 'diff';

export const DIFF_PREVIEW_MAX_LINES = 100;
export const DIFF_PREVIEW_MAX_BYTES = 10_240;

export interface DiffPreview {
  readonly text: string;
  readonly truncated: boolean;
  readonly addedLines: number;
  readonly removedLines: number;
}

export function diffPreview(displayPath: string, before: string, after: string): DiffPreview {
  const patch = createTwoFilesPatch(`a/${displayPath}`, `b/${displayPath}`, before, after, '', '', {
    context: 3,
  });
  // jsdiff starts with an "Index:"/"===" banner in some versions; the ---/+++ headers are what diff readers expect.
  const lines = patch.split('\n').filter((line) => !line.startsWith('Index: ') && !/^=+$/.test(line));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  const body = lines.slice(2);
  const addedLines = body.filter((l) => l.startsWith('+')).length;
  const removedLines = body.filter((l) => l.startsWith('-')).length;
  const kept: string[] = [];
  let bytes = 0;
  for (const line of lines) {
    const size = new TextEncoder().encode(line).length + 1;
    if (kept.length >= DIFF_PREVIEW_MAX_LINES || bytes + size > DIFF_PREVIEW_MAX_BYTES) break;
    kept.push(line);
    bytes += size;
  }
  const truncated = kept.length < lines.length;
  const text = truncated
    ? `${kept.join('\n')}\n[diff preview truncated: ${lines.length - kept.length} more lines]`
    : kept.join('\n');
  return { text, truncated, addedLines, removedLines };
}
