// Planning a multi-edit: every old_string is located in the ORIGINAL text (edits do not see each other's
// results), must match exactly once unless replace_all, and no two edits may touch the same text. Then all
// replacements are made at once, or none. A pure function: data in, plan out.

export interface EditRequest {
  readonly oldString: string;
  readonly newString: string;
  readonly replaceAll: boolean;
}

export type EditPlan =
  | { readonly ok: true; readonly text: string; readonly replacements: number }
  | { readonly ok: false; readonly failedIndex: number; readonly message: string };

interface Span {
  readonly start: number;
  readonly end: number;
  readonly editIndex: number;
  readonly replacement: string;
}

export function planEdits(original: string, edits: readonly EditRequest[], displayPath: string): EditPlan {
  const spans: Span[] = [];
  for (const [index, edit] of edits.entries()) {
    if (edit.oldString.length === 0) {
      return fail(
        index,
        `edits[${index}].old_string is empty; give the exact text to replace (use Write to create a file).`,
      );
    }
    if (edit.oldString === edit.newString) {
      return fail(
        index,
        `edits[${index}]: old_string and new_string are identical, so nothing would change.`,
      );
    }
    // Uniqueness counts overlapping matches (`aa` is in `aaa` twice: ambiguous); replace_all replaces the
    // non-overlapping ones from left to right, as every editor's "replace all" does.
    const starts = occurrences(original, edit.oldString, edit.replaceAll ? edit.oldString.length : 1);
    if (starts.length === 0) {
      return fail(
        index,
        `edits[${index}].old_string was not found in ${displayPath}. It must match the file exactly, ` +
          'including whitespace and indentation; Read the file to copy the current text.',
      );
    }
    if (starts.length > 1 && !edit.replaceAll) {
      return fail(
        index,
        `edits[${index}].old_string matches ${starts.length} times in ${displayPath}; it must match exactly once. ` +
          'Include more surrounding lines to make it unique, or set replace_all to true.',
      );
    }
    for (const start of starts) {
      spans.push({
        start,
        end: start + edit.oldString.length,
        editIndex: index,
        replacement: edit.newString,
      });
    }
  }
  spans.sort((a, b) => a.start - b.start);
  for (let k = 1; k < spans.length; k++) {
    const previous = spans[k - 1]!;
    const span = spans[k]!;
    if (span.start < previous.end) {
      const [first, second] = [previous.editIndex, span.editIndex].sort((a, b) => a - b);
      return fail(
        second!,
        `edits[${first}] and edits[${second}] overlap (they change the same text in ${displayPath}); merge them into one edit.`,
      );
    }
  }
  const parts: string[] = [];
  let cursor = 0;
  for (const span of spans) {
    parts.push(original.slice(cursor, span.start), span.replacement);
    cursor = span.end;
  }
  parts.push(original.slice(cursor));
  return { ok: true, text: parts.join(''), replacements: spans.length };
}

function occurrences(haystack: string, needle: string, step: number): number[] {
  const starts: number[] = [];
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + step))
    starts.push(at);
  return starts;
}

function fail(failedIndex: number, message: string): EditPlan {
  return { ok: false, failedIndex, message };
}
