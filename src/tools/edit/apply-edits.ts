// Planning a multi-edit: every old_string is located in the ORIGINAL text (edits do not see each other's
// results), must match exactly once unless replace_all, and no two edits may touch the same text. Then all
// replacements are made at once, or none. A pure function: data in, plan out.

export interface EditRequest {
  readonly oldString: string;
  readonly newString: string;
  readonly replaceAll: boolean;
}

/** One replacement, located in the text the plan was made on. */
export interface Replacement {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

export type EditPlan =
  | {
      readonly ok: true;
      readonly text: string;
      readonly replacements: number;
      /** In text order, non-overlapping. */
      readonly spans: readonly Replacement[];
    }
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
  const replacements = spans.map((span) => ({ start: span.start, end: span.end, text: span.replacement }));
  return {
    ok: true,
    text: spliceReplacements(original, replacements),
    replacements: spans.length,
    spans: replacements,
  };
}

/** `text` with the given non-overlapping replacements (in text order) made. */
export function spliceReplacements(text: string, replacements: readonly Replacement[]): string {
  const parts: string[] = [];
  let cursor = 0;
  for (const r of replacements) {
    parts.push(text.slice(cursor, r.start), r.text);
    cursor = r.end;
  }
  parts.push(text.slice(cursor));
  return parts.join('');
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
