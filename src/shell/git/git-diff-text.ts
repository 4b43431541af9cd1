// git's unified diff text for one file, from the `diff` package's hunks (isomorphic-git has no text diff).
import { structuredPatch } from 'diff';

export function gitFileDiff(path: string, before: string | null, after: string | null): string {
  const oldName = before === null ? '/dev/null' : `a/${path}`;
  const newName = after === null ? '/dev/null' : `b/${path}`;
  const patch = structuredPatch(oldName, newName, before ?? '', after ?? '', '', '', { context: 3 });
  if (patch.hunks.length === 0) return '';
  const lines = [`diff --git a/${path} b/${path}`];
  if (before === null) lines.push('new file mode 100644');
  if (after === null) lines.push('deleted file mode 100644');
  lines.push(`--- ${oldName}`, `+++ ${newName}`);
  for (const hunk of patch.hunks) {
    const range = (start: number, count: number) =>
      count === 1 ? `${start}` : `${count === 0 ? start : start},${count}`;
    lines.push(`@@ -${range(hunk.oldStart, hunk.oldLines)} +${range(hunk.newStart, hunk.newLines)} @@`);
    lines.push(...hunk.lines);
  }
  return `${lines.join('\n')}\n`;
}
