// Issue 38, item 1, in the page's terms: the compare view replays each side and draws diffRuns of the two
// traces (CompareDialog) with the calls named by callChanges. A lesson re-recorded with the ids a live
// endpoint would make up compares identical to itself; a changed argument is one call removed and one added.
import { describe, expect, it } from 'vitest';
import { diffRuns } from '../../session/compare/run-diff';
import { LESSONS } from '../../session/lessons/lesson-catalog';
import { runDocumentInProcess } from '../../session/lessons/run-lesson-in-process';
import type { SessionDocument } from '../../session/session-document';
import { callChanges } from './call-changes';

/**
 * Every call id the script makes (its own or the default `call_<turn>_<index>`) renamed everywhere, each letter
 * shifted by one (`call_1_1` → `dbmm_1_1`). One endpoint's ids keep one length; so do these, as an id is part
 * of text whose size the run counts (a spill file's path inside a cut result: docs/breakpoints-and-compare.md).
 */
function withFreshIds(document: SessionDocument): SessionDocument {
  if (document.provider.kind !== 'scripted') throw new Error('a lesson with a script');
  const ids: string[] = [];
  const script = document.provider.script.map((turn, t) => ({
    ...turn,
    toolCalls: turn.toolCalls?.map((call, i) => {
      const id = call.id ?? `call_${t + 1}_${i + 1}`;
      ids.push(id);
      return { ...call, id };
    }),
  }));
  const text = JSON.stringify({ ...document, provider: { ...document.provider, script } });
  const pattern = new RegExp(`(?<![A-Za-z0-9_-])(${ids.join('|')})(?![A-Za-z0-9_-])`, 'g');
  return JSON.parse(text.replace(pattern, fresh)) as SessionDocument;
}

function fresh(id: string): string {
  return id.replace(/[a-z]/g, (c) => String.fromCharCode(((c.charCodeAt(0) - 97 + 1) % 26) + 97));
}

async function traceOf(document: SessionDocument) {
  const run = await runDocumentInProcess(document);
  if (!run.ok) throw new Error(run.reason);
  return run.events;
}

describe('the compare view pairs calls by what they are', () => {
  it.each(LESSONS.map((lesson) => [lesson.id, lesson] as const))(
    '%s against itself re-recorded with fresh call ids: identical',
    async (_id, lesson) => {
      const left = await traceOf(lesson.document);
      const right = await traceOf(withFreshIds(lesson.document));
      const callIds = (events: typeof left) =>
        events.flatMap((e) => (e.type === 'tool-start' ? [e.callId] : []));
      expect(callIds(right).filter((id) => callIds(left).includes(id))).toEqual([]);
      const diff = diffRuns(left, right);
      expect(diff.firstDifference).toBeNull();
      expect(callChanges(diff)).toEqual({ paired: diff.calls.paired, removed: [], added: [] });
      expect(diff.calls.paired).toBeGreaterThan(0);
    },
  );

  it('a call with other arguments is named removed on the left and added on the right, with its id', async () => {
    const lesson = LESSONS.find((l) => l.id === 'optimistic-lock')!;
    const changed = withFreshIds(lesson.document);
    if (changed.provider.kind !== 'scripted') throw new Error('scripted');
    const [first, ...rest] = changed.provider.script;
    const [read, ...others] = first!.toolCalls!;
    const script = [
      { ...first, toolCalls: [{ ...read!, arguments: { path: 'c.txt' } }, ...others] },
      ...rest,
    ];
    const right = { ...changed, provider: { ...changed.provider, script } };
    const diff = diffRuns(await traceOf(lesson.document), await traceOf(right));
    expect(diff.identical).toBe(false);
    const calls = callChanges(diff);
    expect(calls.removed).toEqual(['s1 Read call_1_1']);
    expect(calls.added).toEqual(['s1 Read dbmm_1_1']);
  });
});
