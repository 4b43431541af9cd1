// A session's expectations (issue 38, item 3's "expect this"): conditions in the breakpoint grammar that
// every replay of it must meet somewhere. One record for the page and the CLI: the document's `expect`, a
// list of condition strings as `npm run replay` prints and parses them (`CONFLICT`, `tool:Edit`, `step:3`),
// so a person can also write them by hand in a CI fixture (decisions 0414, 0711). Never an input: runSpecOf
// leaves them out, so they change no run and no trace hash.
import type { Breakpoint } from '../runtime/stepping/breakpoint';
import { breakpointCondition, parseBreakpointCondition } from '../runtime/stepping/breakpoint-condition';
import type { SessionDocument } from './session-document';

/** The document's expectations as conditions (a condition this version cannot read is left out). */
export function expectationsOf(document: SessionDocument): Breakpoint[] {
  return (document.expect ?? []).flatMap((condition) => {
    const read = parseBreakpointCondition(condition);
    return read.ok ? [read.breakpoint] : [];
  });
}

/** The document with exactly these expectations (none: no `expect` at all). */
export function withExpectations(
  document: SessionDocument,
  expectations: readonly Breakpoint[],
): SessionDocument {
  const { expect: _replaced, ...rest } = document;
  return expectations.length === 0 ? rest : { ...rest, expect: expectations.map(breakpointCondition) };
}
