// Every spill file of every lesson reads back whole, to the byte, through the model's own tools: Read (page by
// page, as the cut message says) and Grep (with the spill as its path), called through the executor over the
// workspace the lesson ran in. The spill holds the full result: its text, then its data.
import { describe, expect, it } from 'vitest';
import { spillContent } from '../../engine/budget/spill-content';
import { call, createHarness } from '../../engine/testing/engine-harness';
import { readPages } from '../../engine/testing/read-pages';
import type { TraceEvent } from '../../engine/trace/trace-events';
import { STATIC_TOOL_FACTORY_CONTEXT, recordToolFactories } from '../../runtime';
import { LESSONS } from './lesson-catalog';
import { runLessonToEnd } from './testing/run-lesson';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

async function runLesson(id: string) {
  const { events, workspace } = await runLessonToEnd(id);
  return { events, workspace };
}

function spillsOf(events: readonly TraceEvent[]) {
  return events.flatMap((event) => {
    if (event.type !== 'budget-truncate' || event.spillPath === null) return [];
    const end = events.find(
      (e) => e.type === 'tool-end' && e.callId === event.callId && e.scope === event.scope,
    );
    return end?.type === 'tool-end' ? [{ path: event.spillPath, result: end.result }] : [];
  });
}

describe('lesson spills read back whole through Read and Grep', () => {
  it('every spill of every lesson, to the byte', async () => {
    let spills = 0;
    for (const lesson of LESSONS) {
      const { events, workspace } = await runLesson(lesson.id);
      const tools = recordToolFactories(workspace);
      const harness = createHarness({
        tools: [tools.Read!(STATIC_TOOL_FACTORY_CONTEXT), tools.Grep!(STATIC_TOOL_FACTORY_CONTEXT)],
      });
      for (const spill of spillsOf(events)) {
        spills++;
        const stored = await workspace.readFile(spill.path);
        expect(new TextDecoder().decode(stored)).toBe(spillContent(spill.result));

        const read = await readPages((calls) => harness.turn(calls), spill.path);
        const readBack = new TextEncoder().encode(`${read.lines.join('\n')}\n`);
        expect(Buffer.from(readBack).equals(Buffer.from(stored))).toBe(true);

        const first = spillContent(spill.result).split('\n')[0]!;
        const grep = await harness.turn([
          call('Grep', {
            pattern: `^${escapeRegex(first)}$`,
            path: spill.path,
            case_sensitive: true,
            limit: 1,
          }),
        ]);
        expect(grep.calls[0]!.result.status).not.toBe('error');
        expect(grep.calls[0]!.result.text).toContain(`:1:${first}`);
      }
    }
    // The budgets lesson spills its log and its largest export.
    expect(spills).toBeGreaterThanOrEqual(2);
  });
});
