// Loading = parse, check the format and version, upgrade old versions, validate against the published JSON
// Schema, and explain what is wrong in one line a person can act on. Problems are values, never throws.
import type { Breakpoint } from '../runtime/stepping/breakpoint';
import {
  BREAKPOINT_CONDITION_FORMS,
  breakpointFromValue,
  parseBreakpointCondition,
} from '../runtime/stepping/breakpoint-condition';
import { schemaProblems } from '../common/schema-problems';
import { loadProblem, type LoadProblem } from '../common/load-problem';
import { validateSession } from './generated/document-validators';
import { SESSION_FORMAT, SESSION_FORMAT_VERSION, type SessionDocument } from './session-document';
import { toolPatternProblem } from './tool-pattern-problem';
import { jsonTextProblem, MAX_DOCUMENT_DEPTH } from '../common/json-depth';
import { upgradeToCurrent } from './upgrade-session';

export type LoadResult =
  | {
      readonly ok: true;
      readonly document: SessionDocument;
      readonly upgradedFrom?: number;
      /** An exported file's breakpoints: beside the document, never in it (not an input, not hashed). */
      readonly breakpoints?: readonly Breakpoint[];
      /**
       * The document's expectations for CI (`"expect": ["CONFLICT", "tool:Edit"]`, the breakpoint grammar),
       * read: conditions `npm run replay` checks the whole recording meets (decisions 0414, 0711).
       */
      readonly expectations?: readonly Breakpoint[];
    }
  | {
      readonly ok: false;
      readonly reason: string;
      readonly problems: readonly string[];
      /** The same problems as codes and parameters, for the page to word in its language. */
      readonly details: readonly LoadProblem[];
    };

/**
 * A session's text, as `npm run replay|otel|diff` read a file: its nesting is measured before JSON.parse, as
 * the page measures a file or a link (share/share-limits.ts), so a document too deep for the recursive steps after
 * parsing is refused naming the limit (exit 2) instead of overflowing the stack (issue 36).
 */
export function loadSessionText(text: string): LoadResult {
  const maxDepth = MAX_DOCUMENT_DEPTH;
  if (jsonTextProblem(text, { maxDepth })?.kind === 'depth') {
    return fail([
      loadProblem(
        'file-too-deep',
        `The document nests deeper than ${maxDepth} levels of arrays and objects; a session needs about a dozen.`,
        { limit: maxDepth },
      ),
    ]);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return fail([loadProblem('not-json', `The file is not JSON: ${(error as Error).message}`)]);
  }
  return loadSessionValue(value);
}

export function loadSessionValue(value: unknown): LoadResult {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail([loadProblem('session-not-object', 'A session document is a JSON object.')]);
  }
  const { breakpoints: storedBreakpoints, ...record } = value as Record<string, unknown>;
  // Kept in the document (the page's "expect this" keeps them there too) and read here as conditions.
  const storedExpectations = record.expect;
  const breakpoints = readBreakpoints(storedBreakpoints);
  if (!Array.isArray(breakpoints)) return fail([breakpoints as LoadProblem]);
  const expectations = readExpectations(storedExpectations);
  if (!Array.isArray(expectations)) return fail([expectations]);
  if (record.format !== SESSION_FORMAT) {
    return fail([
      loadProblem(
        'session-format',
        `This is not a ToolScope session: "format" must be "${SESSION_FORMAT}".`,
        {
          format: SESSION_FORMAT,
        },
      ),
    ]);
  }
  const version = record.formatVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return fail([loadProblem('session-version', '"formatVersion" must be a positive integer.')]);
  }
  if (version > SESSION_FORMAT_VERSION) {
    return fail([
      loadProblem(
        'session-version-newer',
        `The document has format version ${version}; this ToolScope reads up to ${SESSION_FORMAT_VERSION}. Update ToolScope.`,
        { version, max: SESSION_FORMAT_VERSION },
      ),
    ]);
  }
  const upgraded = upgradeToCurrent(record, version);
  if (!upgraded.ok) return fail([loadProblem('session-upgrade', upgraded.reason, { version })]);
  // Compiled ahead of time (decision 0113): the page compiles no schema. verbose: an unknown key's error
  // carries the schema it broke, so the message can list the keys allowed there.
  if (!validateSession(upgraded.value)) return fail(schemaProblems(validateSession.errors ?? []));
  const document = upgraded.value as unknown as SessionDocument;
  const pattern = toolPatternProblem(document.tools.userDefined);
  if (pattern) return fail([pattern]);
  return {
    ok: true,
    document,
    ...(version === SESSION_FORMAT_VERSION ? {} : { upgradedFrom: version }),
    ...(breakpoints.length === 0 ? {} : { breakpoints }),
    ...(expectations.length === 0 ? {} : { expectations }),
  };
}

/** A file's `expect`: conditions in the breakpoint grammar, every one readable, or why not. */
function readExpectations(value: unknown): Breakpoint[] | LoadProblem {
  if (value === undefined) return [];
  const notList = loadProblem('expect-not-list', '"expect" must be an array of conditions.');
  if (!Array.isArray(value)) return notList;
  const read: Breakpoint[] = [];
  for (const [index, item] of value.entries()) {
    const condition = typeof item === 'string' ? parseBreakpointCondition(item) : undefined;
    if (!condition?.ok) {
      const forms = BREAKPOINT_CONDITION_FORMS.join(', ');
      return loadProblem('expect-not-condition', `/expect/${index} is not a condition; valid: ${forms}.`, {
        path: `/expect/${index}`,
        forms,
      });
    }
    read.push(condition.breakpoint);
  }
  return read;
}

/** A file's `breakpoints`, every one readable (a file is refused whole rather than half-read), or why not. */
function readBreakpoints(value: unknown): readonly Breakpoint[] | LoadProblem {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return loadProblem('breakpoints-not-list', '"breakpoints" must be an array.');
  const read: Breakpoint[] = [];
  for (const [index, item] of value.entries()) {
    const breakpoint = breakpointFromValue(item);
    if (!breakpoint) {
      const kinds = BREAKPOINT_CONDITION_FORMS.join(', ');
      return loadProblem(
        'breakpoint-unknown',
        `/breakpoints/${index} is not a breakpoint; the kinds are: ${kinds}.`,
        { path: `/breakpoints/${index}`, kinds },
      );
    }
    read.push(breakpoint);
  }
  return read;
}

function fail(details: LoadProblem[]): LoadResult {
  const problems = details.map((problem) => problem.text);
  return { ok: false, reason: problems[0] ?? 'The document is invalid.', problems, details };
}
