// Writing a trace as lines is on the first screen (the Export button); reading one back checks every event's
// shape, and the first screen only reads a file in the page when no worker does, importing the reader then. A
// module both imported at once (a re-export, even unused) and on demand is put with the first screen, so
// trace-lines.ts does not re-export the reader: it held ~5 KB gzip of the first screen (issue 37).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleOf } from '../common/testing/production-bundle';

/** A name only the reader has: its refusal of an event type it does not know. */
const READER_MARK = 'unknown-type';
const LINES = JSON.stringify(join(import.meta.dirname, 'trace-lines.ts'));
const READER = JSON.stringify(join(import.meta.dirname, '../session/trace-file/trace-line-reader.ts'));

describe('the trace lines the first screen writes', () => {
  it('bring no event-shape checker with them; the reader loads on demand', async () => {
    const { initial, all } = await bundleOf(
      `import { traceToJsonLines } from ${LINES}; globalThis.use = traceToJsonLines;
       globalThis.read = () => import(${READER});`,
    );
    expect(initial).toContain('JSON.stringify'); // the writer itself is there
    expect(initial.includes(READER_MARK)).toBe(false);
    expect(all).toContain(READER_MARK);
  });
});
