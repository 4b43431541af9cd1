// Why a trace file was refused, in the person's language, from the reader's problem (data, never English
// text from the parser): which line, which field of which event, and what it should have been.
import type { TFunction } from 'i18next';
import type { Expected } from '../../session/trace-file/shape';
import type { TraceFileProblem } from '../../session/trace-file/trace-line-reader';

export function traceProblemText(t: TFunction, problem: TraceFileProblem): string {
  switch (problem.kind) {
    case 'empty':
      return t('traceFile.problem.empty');
    case 'not-json':
      return t('traceFile.problem.notJson', { line: problem.line });
    case 'not-event':
      return t('traceFile.problem.notEvent', { line: problem.line });
    case 'unknown-type':
      return t('traceFile.problem.unknownType', { line: problem.line, type: problem.type });
    case 'seq':
      return t('traceFile.problem.seq', {
        line: problem.line,
        expected: problem.expected,
        found: problem.found,
      });
    case 'field':
      return problem.expected === null
        ? t('traceFile.problem.missing', {
            line: problem.line,
            eventType: problem.eventType,
            field: problem.field,
          })
        : t('traceFile.problem.field', {
            line: problem.line,
            eventType: problem.eventType,
            field: problem.field,
            expected: expectedText(t, problem.expected),
          });
    case 'unreadable':
      return t('traceFile.problem.unreadable', { message: problem.message });
  }
}

function expectedText(t: TFunction, expected: Expected): string {
  switch (expected.kind) {
    case 'one-of':
      return t('traceFile.expected.oneOf', {
        values: expected.values.map((v) => JSON.stringify(v)).join(', '),
      });
    case 'shallower':
      return t('traceFile.expected.shallower', { maxDepth: expected.maxDepth });
    case 'string':
    case 'number':
    case 'amount':
    case 'count':
    case 'boolean':
    case 'object':
    case 'list':
    case 'null':
      return t(`traceFile.expected.${expected.kind}`);
  }
}
