// A shared link whose tool schema has `pattern: "^(a+)+$"`, called with text that backtracks exponentially in
// a JavaScript RegExp, runs to its end at once (issue 36): the call is refused as INVALID_PARAM by a schema
// check that runs on RE2. Before, the runtime thread spun for hours (30 `a` took 29 s; each one more doubles it).
import { describe, expect, it } from 'vitest';
import { decodeShareLink } from './share/decode-share-link';
import { fragmentOfText } from './share/testing/share-fixtures';
import { runSpecOf } from './session-document';
import { patternSessionDocument, REDOS_PATTERN, REDOS_TEXTS } from '../common/testing/hostile-documents';
import { createInProcessRuntime } from '../runtime/host/node-runtime';

describe('a schema pattern that backtracks exponentially elsewhere', () => {
  it.each(REDOS_TEXTS)('is checked in linear time when a link calls it with %s', async (text) => {
    const link = fragmentOfText(
      JSON.stringify({ step: 1, session: patternSessionDocument(REDOS_PATTERN, text) }),
    );
    const decoded = decodeShareLink(link);
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    const created = await createInProcessRuntime(runSpecOf(decoded.document), { mode: 'replay' });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const started = performance.now();
    const report = await created.runtime.runAll();
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(report.runs[0]?.endReason).toBe('final-answer');
    const ended = created.runtime.log.events.find((event) => event.type === 'tool-end');
    expect(ended).toMatchObject({
      toolName: 'Echo',
      result: { status: 'error', errorCode: 'INVALID_PARAM' },
    });
    expect(JSON.stringify(ended)).toContain('must match pattern');
  });
});
