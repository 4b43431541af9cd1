// Session files: what "Export" downloads and "Open file" / drag and drop read back. The same files work with
// `npm run replay`. Reading applies the share link's guards (size, nesting, string length, prototype keys)
// before the schema, because a file from a stranger is as hostile as a link.
import type { Breakpoint } from '../../runtime/stepping/breakpoint';
import { loadProblem, type LoadProblem } from '../../common/load-problem';
import { loadSessionValue } from '../load-session';
import { SESSION_FILE_SUFFIX, type SessionDocument } from '../session-document';
import { checkJsonTextShape, findForbiddenKey } from '../share/json-shape-guard';
import { SHARE_LIMITS } from '../share/share-limits';
import { shareableDocument } from '../share/share-payload';

/** Characters a session file may have; far above any real session, far below what would hurt the page. */
export const MAX_SESSION_FILE_CHARS = 20_000_000;

export type SessionFileRead =
  | {
      readonly ok: true;
      readonly document: SessionDocument;
      readonly upgradedFrom?: number;
      readonly breakpoints?: readonly Breakpoint[];
    }
  | {
      readonly ok: false;
      readonly reason: string;
      /** Why, as codes and parameters (the page words them, with the file's name, in its language). */
      readonly details: readonly LoadProblem[];
    };

export function sessionFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'session'}${SESSION_FILE_SUFFIX}`;
}

/**
 * Pretty-printed, with the provider rebuilt field by field so no key rides along. Breakpoints travel beside
 * the document (a top-level `breakpoints`), which loading takes off before anything reads the document.
 */
export function sessionFileText(document: SessionDocument, breakpoints: readonly Breakpoint[] = []): string {
  const file = {
    ...shareableDocument(document),
    ...(breakpoints.length === 0 ? {} : { breakpoints }),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export function readSessionFileText(name: string, text: string): SessionFileRead {
  const fail = (why: string, details: readonly LoadProblem[]): SessionFileRead => ({
    ok: false,
    reason: `${name} cannot be opened: ${why}. Nothing was changed.`,
    details,
  });
  const refuse = (code: string, why: string, params: Record<string, string | number> = {}) =>
    fail(why, [loadProblem(code, why, params)]);
  if (text.length > MAX_SESSION_FILE_CHARS)
    return refuse('file-too-large', `it is larger than ${MAX_SESSION_FILE_CHARS} characters`, {
      limit: MAX_SESSION_FILE_CHARS,
    });
  const limits = { ...SHARE_LIMITS, maxStringChars: MAX_SESSION_FILE_CHARS };
  const shape = checkJsonTextShape(text, limits);
  if (shape)
    return shape.includes('nests')
      ? refuse('file-too-deep', shape, { limit: limits.maxDepth })
      : refuse('file-string-too-long', shape, { limit: limits.maxStringChars });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return refuse('not-json', 'it is not JSON');
  }
  const forbidden = findForbiddenKey(value);
  if (forbidden)
    return refuse('forbidden-key', `it uses the key "${forbidden}", which sessions never contain`, {
      key: forbidden,
    });
  const loaded = loadSessionValue(value);
  if (!loaded.ok) return fail(loaded.reason.replace(/\.$/, ''), loaded.details);
  return loaded;
}

export interface OfferedFile {
  readonly name: string;
  readonly size: number;
}

/** Of the files dropped or picked, the one to open — or why none will do (worded by the page from `problem`). */
export function chooseSessionFile<F extends OfferedFile>(
  files: readonly F[],
):
  | { readonly ok: true; readonly file: F }
  | { readonly ok: false; readonly reason: string; readonly problem: LoadProblem } {
  const refuse = (problem: LoadProblem) => ({ ok: false as const, reason: problem.text, problem });
  if (files.length === 0) return refuse(loadProblem('no-file', 'No file was given.'));
  const json = files.filter((f) => f.name.toLowerCase().endsWith('.json'));
  const file = json[0];
  if (!file) {
    const name = files[0]!.name;
    return refuse(loadProblem('not-session-file', `${name} is not a .json session file.`, { name }));
  }
  if (file.size > MAX_SESSION_FILE_CHARS * 4) {
    const name = file.name;
    return refuse(loadProblem('session-file-too-large', `${name} is too large to be a session.`, { name }));
  }
  return { ok: true, file };
}
