// The conversation's sub-transcripts and the pipeline view's nested runs, from a real run with a Task call.
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../runtime/scenarios/scenario-kit';
import { TASK_SCOPE, taskSpec } from '../../runtime/testing/task-spec';
import { eventsAsOf } from './as-of';
import { selectHistoryView } from './history-view';
import { selectNestedRuns } from './nested-runs-view';
import { selectSubagentTranscripts } from './subagent-transcripts';

const run = runScenario(taskSpec());

describe('a Task call’s nested run, as the panels draw it', () => {
  it('gives the Task call its subagent’s own conversation, and keeps it out of the main one', async () => {
    const { events } = await run;
    const transcript = selectSubagentTranscripts(events).get('call_1_1');
    expect(transcript).toMatchObject({ scope: TASK_SCOPE, steps: 3, endReason: 'final-answer' });
    const roles = transcript!.view.messages.map((m) => m.role);
    expect(roles).toEqual(['system', 'user', 'assistant', 'tool', 'assistant', 'tool', 'assistant']);
    expect(transcript!.view.messages[1]).toMatchObject({ content: 'What does a.md say?' });
    expect(transcript!.view.messages.at(-1)).toMatchObject({ content: 'a.md says 42.' });
    expect(transcript!.view.deliveredByCallId.get('call_2_1')).toMatchObject({ status: 'success' });
    const main = selectHistoryView(events).messages;
    expect(main.some((m) => m.role === 'user' && m.content === 'What does a.md say?')).toBe(false);
  });

  it('says a subagent still runs when the cursor is inside it', async () => {
    const { events } = await run;
    const inside = events.find((e) => e.scope === TASK_SCOPE && e.type === 'step-start' && e.step === 2)!;
    const asOf = eventsAsOf(events, inside.seq);
    expect(selectSubagentTranscripts(asOf).get('call_1_1')).toMatchObject({ steps: 2, endReason: null });
    expect(selectNestedRuns(asOf)).toEqual([
      {
        callId: 'call_1_1',
        scope: TASK_SCOPE,
        steps: [
          {
            step: 1,
            calls: [{ callId: 'call_2_1', toolName: 'LS', status: 'success', errorCode: null }],
            answered: false,
          },
          { step: 2, calls: [], answered: false },
        ],
        endReason: null,
        currentStep: 2,
      },
    ]);
  });

  it('draws the nested run with the main step of its Task call only', async () => {
    const { events } = await run;
    const taskEnd = events.find((e) => e.type === 'tool-end' && e.toolName === 'Task')!;
    const [nested] = selectNestedRuns(eventsAsOf(events, taskEnd.seq));
    expect(nested).toMatchObject({ callId: 'call_1_1', endReason: 'final-answer', currentStep: null });
    expect(nested!.steps.map((s) => [s.step, s.calls.map((c) => c.toolName), s.answered])).toEqual([
      [1, ['LS'], false],
      [2, ['Read'], false],
      [3, [], true],
    ]);
    // Main step 2 made no Task call: nothing nested is drawn with it.
    expect(selectNestedRuns(events)).toEqual([]);
  });
});
