// Whether this version can offer a stored library entry, and when not, why: whatever storage holds it
// (IndexedDB, or localStorage before the move), an entry the current schema refuses is kept as it was
// written and shown with this reason — never dropped, never "repaired".
import type { LiveInput } from '../../runtime/inputs/input-book';
import { breakpointsFromValue } from '../../runtime/stepping/breakpoint-condition';
import type { LoadProblem } from '../../common/load-problem';
import { loadSessionValue } from '../load-session';
import type { SessionDocument } from '../session-document';
import { writtenLessonRefOf } from '../lessons/authoring/written-lesson-ref';
import type { EntryProblem, LibraryEntry, OpenFailure } from './session-library';

export type EntryCheck =
  | { readonly ok: true; readonly entry: LibraryEntry }
  | {
      readonly ok: false;
      readonly problem: EntryProblem;
      readonly reason: string;
      /** For `schema`: the loader's problems as codes and parameters. */
      readonly details?: readonly LoadProblem[];
    };

export function checkEntry(value: unknown): EntryCheck {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, problem: 'not-an-entry', reason: 'It is not a library entry (not an object).' };
  const candidate = value as LibraryEntry;
  if (typeof candidate.id !== 'string') return { ok: false, problem: 'no-id', reason: 'It has no id.' };
  const loaded = loadSessionValue(candidate.document);
  if (!loaded.ok) return { ok: false, problem: 'schema', reason: loaded.reason, details: loaded.details };
  // The document as this version reads it (an older one upgraded); storage keeps what was written until the
  // entry is next saved.
  return { ok: true, entry: withSoundExtras({ ...candidate, document: loaded.document }) };
}

/** What a refused entry's row can name it by: its own title when it has one. */
export function titleOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const { title } = value as { title?: unknown };
  return typeof title === 'string' && title.trim() !== '' ? title : null;
}

/**
 * The optional parts as this version can use them: breakpoints it can read, pending inputs only when the schema accepts every one
 * (they are sent to the runtime), a failure only when it is one this version knows. What is dropped here is
 * dropped from the view only; storage keeps what was written until the entry is next saved.
 */
function withSoundExtras(entry: LibraryEntry): LibraryEntry {
  const { pending, openFailure, breakpoints: storedBreakpoints, writtenLesson: storedRef, ...rest } = entry;
  const breakpoints = breakpointsFromValue(storedBreakpoints);
  const writtenLesson = writtenLessonRefOf(storedRef);
  return {
    ...rest,
    ...(writtenLesson === null ? {} : { writtenLesson }),
    ...(breakpoints.length > 0 ? { breakpoints } : {}),
    ...(pendingIsSound(entry.document, pending) ? { pending } : {}),
    ...(openFailureIsSound(openFailure) ? { openFailure } : {}),
  };
}

function pendingIsSound(document: SessionDocument, pending: unknown): pending is readonly LiveInput[] {
  if (!Array.isArray(pending) || pending.length === 0) return false;
  // Anchored anywhere, they must be inputs the session schema accepts.
  const at = { step: 0, phase: 'between-runs' };
  const inputs = pending.map((input: unknown) =>
    typeof input === 'object' && input !== null ? { ...input, at } : input,
  );
  return loadSessionValue({ ...document, inputs }).ok;
}

function openFailureIsSound(failure: unknown): failure is OpenFailure {
  if (typeof failure !== 'object' || failure === null) return false;
  const { kind, reason, at } = failure as Record<string, unknown>;
  if (typeof at !== 'string') return false;
  return kind === 'unfinished' || (kind === 'load-failed' && typeof reason === 'string');
}
