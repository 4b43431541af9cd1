// Issue 38, item 1: two live runs of one endpoint script differ only in the call ids the endpoint made up, so
// `npm run diff` calls them identical; a run that really did something else still differs, with the calls
// only one run made named, and the printed line stays short however large the differing event is.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunSpec } from '../runtime/spec/run-spec';
import { recordAgainstLoopback, THREE_TURN_SCRIPT } from '../runtime/testing/loopback-recording';
import { documentOf } from '../session/session-document';
import { DIFF_EXIT, diffMain } from './diff';

const dir = mkdtempSync(join(tmpdir(), 'diff-ids-'));

function write(name: string, spec: RunSpec): string {
  const path = join(dir, `${name}.session.json`);
  writeFileSync(path, JSON.stringify(documentOf(spec, name)));
  return path;
}

async function diff(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await diffMain(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err, json: JSON.parse(out[0] ?? 'null') as Record<string, unknown> | null };
}

describe('npm run diff compares live runs by behaviour, not by call ids', () => {
  it('two recordings of one script against a loopback mock, with fresh ids each, are identical', async () => {
    const first = await recordAgainstLoopback(THREE_TURN_SCRIPT, 'call_first');
    const second = await recordAgainstLoopback(THREE_TURN_SCRIPT, 'chatcmpl_tool_9f2');
    const ids = (events: typeof first.events) =>
      events.flatMap((e) => (e.type === 'tool-start' ? [e.callId] : []));
    expect(ids(first.events)).toHaveLength(3);
    expect(ids(first.events).filter((id) => ids(second.events).includes(id))).toEqual([]);
    const run = await diff(write('first', first.spec), write('second', second.spec));
    expect(run.err).toEqual([]);
    expect(run.json).toMatchObject({ identical: true, calls: { paired: 3 } });
    expect(run.code).toBe(DIFF_EXIT.identical);
  });

  it('a run that read another file differs: the calls only one run made are named, the line stays short', async () => {
    const other = [THREE_TURN_SCRIPT[0]!, [{ name: 'Read', arguments: '{"path":"src/b.ts"}' }], 'b.'];
    const first = await recordAgainstLoopback(THREE_TURN_SCRIPT, 'left');
    const second = await recordAgainstLoopback(other, 'right');
    const out = join(dir, 'comparison.json');
    const run = await diff(write('a', first.spec), write('b', second.spec), '--out', out);
    expect(run.code).toBe(DIFF_EXIT.differ);
    expect(run.json?.calls).toEqual({
      paired: 2,
      removed: { count: 1, calls: [{ id: 'left_2_1', scope: null, step: 2, name: 'Read' }] },
      added: { count: 1, calls: [{ id: 'right_2_1', scope: null, step: 2, name: 'Read' }] },
    });
    // The first difference is the second answer; the request before it carries the whole history.
    expect(run.json?.firstDifference).toMatchObject({ step: 2, type: 'model-response', kind: 'changed' });
    expect(run.out[0]!.length).toBeLessThan(8_000);
    const written = JSON.parse(readFileSync(out, 'utf8')) as {
      differences: { count: number; listed: unknown[] };
      calls: { removed: unknown[]; added: unknown[] };
    };
    expect(written.differences.count).toBeGreaterThan(1);
    expect(written.differences.listed).toHaveLength(written.differences.count);
    expect(written.calls.added).toHaveLength(1);
  });
});
