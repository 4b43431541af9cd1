// The pipeline view over real lesson traces (the in-process runtime, as `npm run replay` runs them): each
// lesson's key moment, and the same events travelled back.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine';
import { lessonById } from '../../session/lessons/lesson-catalog';
import { lessonDocument } from '../../session/lessons/lesson-builders';
import { runDocumentInProcess } from '../../session/lessons/run-lesson-in-process';
import type { SessionDocument } from '../../session/session-document';
import { eventsAsOf } from './as-of';
import { selectPipelineView, type PipelineView } from './pipeline-view';
import { shortArgument, type CallToken } from './pipeline-tokens';
import { PIPELINE_STAGES, stageOfEvent, tabOfStage } from './pipeline-stages';

async function traceOf(document: SessionDocument): Promise<TraceEvent[]> {
  const run = await runDocumentInProcess(document);
  if (!run.ok) throw new Error(run.reason);
  return [...run.events];
}
const lessonTrace = (id: string) => traceOf(lessonById(id)!.document);

function at(events: readonly TraceEvent[], predicate: (e: TraceEvent) => boolean): PipelineView {
  const event = events.find(predicate);
  if (!event) throw new Error('no such event');
  return selectPipelineView(eventsAsOf(events, event.seq))!;
}
const token = (view: PipelineView, callId: string): CallToken =>
  view.turn!.tokens.find((t) => t.callId === callId)!;

describe('parallel reads', () => {
  let events: TraceEvent[];
  beforeAll(async () => {
    events = await lessonTrace('parallel-reads');
  });

  it('at the first batch-start: the two Reads share one concurrent lane group, the Edit waits in the next', () => {
    const view = at(events, (e) => e.type === 'batch-start');
    const [first, second, third] = view.turn!.groups;
    expect(first!.concurrent).toBe(true);
    expect(first!.state).toBe('running');
    expect(first!.tokens.map((t) => [t.toolName, t.argument, t.stage, t.waiting])).toEqual([
      ['Read', 'src/config.ts', 'batches', null],
      ['Read', 'src/client.ts', 'batches', null],
    ]);
    expect(second!.concurrent).toBe(false);
    expect(second!.tokens.map((t) => [t.toolName, t.stage, t.waiting])).toEqual([
      ['Edit', 'batches', 'batch'],
    ]);
    expect(third!.tokens.map((t) => t.toolName)).toEqual(['Grep']);
    expect(view.activeStage).toBe('batches');
    expect(view.stages.plan).toBe('done');
    expect(view.stages.run).toBe('idle');
  });

  it('leaves a verdict at each gate and lines the results up in the model order in the history', () => {
    const mid = at(events, (e) => e.type === 'gate-check' && e.callId === 'call_1_1' && e.gate === 'breaker');
    expect(token(mid, 'call_1_1')).toMatchObject({
      stage: 'run',
      permission: 'ALLOW',
      lock: 'SKIP',
      breaker: 'CLOSED',
    });
    expect(token(mid, 'call_1_2').stage).toBe('batches');

    const edit = at(events, (e) => e.type === 'gate-check' && e.callId === 'call_1_3' && e.gate === 'lock');
    expect(token(edit, 'call_1_3').lock).toBe('INJECTED');

    const end = at(events, (e) => e.type === 'history-append');
    expect(end.turn!.inHistory).toBe(true);
    expect(end.turn!.tokens.map((t) => [t.index, t.stage])).toEqual([
      [0, 'history'],
      [1, 'history'],
      [2, 'history'],
      [3, 'history'],
    ]);
    expect(end.turn!.tokens.map((t) => t.finishedOrder)).toEqual([1, 2, 3, 4]);
    expect(end.turn!.budget).toMatchObject({ perToolMaxBytes: 50_000, totalMaxBytes: 200_000 });
  });

  it('travelling back puts every token where it was then', () => {
    const seq = events.find((e) => e.type === 'tool-start' && e.callId === 'call_1_3')!.seq;
    const back = selectPipelineView(eventsAsOf(events, seq))!;
    const live = selectPipelineView(events)!;
    expect(live.step).toBe(2);
    expect(live.turn).toBeNull();
    expect(back.turn!.tokens.map((t) => t.stage)).toEqual(['result', 'result', 'permission', 'batches']);
    expect(back.selectedCallId).toBe('call_1_3');
  });

  it('the final answer skips the call stages', () => {
    const view = selectPipelineView(events)!;
    expect(view.stages.plan).toBe('skipped');
    expect(view.stages.next).toBe('active');
    expect(view.next).toEqual({ outcome: 'final-answer', runEnded: true });
  });
});

describe('optimistic lock', () => {
  it('at the Edit’s CONFLICT the token carries CONFLICT at the lock stage, with the tool’s reason', async () => {
    const events = await lessonTrace('optimistic-lock');
    const view = at(events, (e) => e.type === 'tool-end' && e.errorCode === 'CONFLICT');
    const edit = token(view, 'call_2_1');
    expect(edit.lock).toBe('CONFLICT');
    expect(edit).toMatchObject({ stage: 'lock', refused: { stage: 'lock' } });
    expect(edit.refused!.reason).toContain('modified since you read it');
    expect(edit.status).toBe('error');
    expect(token(view, 'call_2_2')).toMatchObject({ stage: 'batches', waiting: 'batch' });
  });
});

describe('budgets', () => {
  it('a cut result shows its spill path; the turn total is held against 200 KB', async () => {
    const events = await lessonTrace('budgets');
    const first = at(events, (e) => e.type === 'budget-truncate');
    expect(token(first, 'call_1_1')).toMatchObject({
      stage: 'budget',
      cut: {
        layer: 'per-tool',
        afterBytes: 3290,
        spillPath: '/workspace/.toolscope/spill/spill_1-call_1_1.txt',
      },
    });
    expect(token(first, 'call_1_1').resultBytes).toBeGreaterThan(50_000);

    const second = at(events, (e) => e.type === 'budget-apply' && e.step === 2);
    expect(second.turn!.budget).toMatchObject({ totalBeforeBytes: 209_829, totalAfterBytes: 166_979 });
    expect(token(second, 'call_2_3').cut).toMatchObject({ layer: 'turn-total' });
    expect(second.turn!.tokens.filter((t) => t.cut !== null)).toHaveLength(1);
  });
});

describe('circuit breaker', () => {
  it('the third failure opens the breaker, and the next schema shows Read leaving', async () => {
    const events = await lessonTrace('circuit-breaker');
    const trip = at(events, (e) => e.type === 'breaker-transition' && e.to === 'OPEN');
    expect(token(trip, 'call_1_3')).toMatchObject({ breaker: 'OPEN', tripped: true });
    expect(token(trip, 'call_1_1')).toMatchObject({ breaker: 'CLOSED', tripped: false });

    const next = at(events, (e) => e.type === 'schema-build' && e.step === 2);
    expect(next.schema!.left).toEqual([
      { name: 'Read', hidden: expect.objectContaining({ reason: 'breaker-open' }) },
    ]);
    expect(next.turn).toBeNull();

    const probe = at(events, (e) => e.type === 'gate-check' && e.gate === 'breaker' && e.verdict === 'PROBE');
    expect(token(probe, 'call_3_1').breaker).toBe('PROBE');
    const back = at(events, (e) => e.type === 'schema-build' && e.step === 3);
    expect(back.schema!.cameBack).toEqual(['Read']);
  });

  it('a call the open breaker refuses stops at the breaker with OPEN', async () => {
    const events = await traceOf(
      lessonDocument({
        title: 'breaker refuses',
        tools: { builtin: ['Read', 'Write'], userDefined: [] },
        files: { 'a.txt': 'a\n' },
        settings: { engine: { breaker: { failureThreshold: 1, recoveryTimeoutMs: 60_000 } } },
        userMessages: ['go'],
        inputs: [
          {
            type: 'fault',
            at: { step: 1, phase: 'before-tools' },
            toolName: 'Read',
            errorCode: 'TIMEOUT',
            message: 'slow',
            count: 1,
          },
        ],
        script: [
          {
            content: 'Three calls.',
            toolCalls: [
              { name: 'Read', arguments: { path: 'a.txt' } },
              { name: 'Write', arguments: { path: 'b.txt', content: 'b\n' } },
              { name: 'Read', arguments: { path: 'a.txt' } },
            ],
          },
          { content: 'done' },
        ],
      }),
    );
    const view = at(events, (e) => e.type === 'tool-end' && e.endedAt === 'breaker');
    const refused = view.turn!.tokens[2]!;
    expect(refused).toMatchObject({
      breaker: 'OPEN',
      tripped: false,
      stage: 'breaker',
      refused: { stage: 'breaker' },
    });
    expect(view.turn!.tokens[0]).toMatchObject({ tripped: true, stage: 'result' });
    expect(view.turn!.tokens[1]).toMatchObject({ lock: 'NEW_FILE', stage: 'result' });
  });
});

describe('broken calls and permissions', () => {
  it('parse and validation failures stop at plan with the reason', async () => {
    const events = await lessonTrace('broken-calls');
    const view = at(events, (e) => e.type === 'plan-build');
    const [bad, invalid] = view.turn!.tokens;
    expect(bad).toMatchObject({ stage: 'plan', refused: { stage: 'plan' } });
    expect(bad!.refused!.reason).toContain('not valid JSON');
    expect(invalid).toMatchObject({ stage: 'plan', refused: { stage: 'plan' } });
    const later = at(events, (e) => e.type === 'tool-end' && e.callId === bad!.callId);
    expect(token(later, bad!.callId).stage).toBe('plan');
  });

  it('an ASK waits for the person at the permission gate; a DENY stops there', async () => {
    const events = await lessonTrace('permissions');
    const ask = at(events, (e) => e.type === 'permission-ask');
    const asked = ask.turn!.tokens.find((t) => t.permission === 'ASK')!;
    expect(asked).toMatchObject({ stage: 'permission', waiting: 'person', toolName: 'Bash' });
    const deny = at(events, (e) => e.type === 'tool-end' && e.endedAt === 'permission');
    expect(deny.turn!.tokens.find((t) => t.permission === 'DENY')!.refused!.stage).toBe('permission');
  });
});

describe('stages and labels', () => {
  it('places each event of a lesson at a stage, except the inputs from outside the loop', async () => {
    const events = await lessonTrace('circuit-breaker');
    const without = new Set(events.filter((e) => stageOfEvent(e) === null).map((e) => e.type));
    expect([...without]).toEqual(['clock-advance']);
    expect(stageOfEvent(events.find((e) => e.type === 'gate-check' && e.gate === 'lock')!)).toBe('lock');
    expect(PIPELINE_STAGES.map(tabOfStage)).toContain('breakers');
  });

  it('labels a call by its path, command or pattern, shortened', () => {
    expect(shortArgument({ path: 'src/a.ts', limit: 2 }, '')).toBe('src/a.ts');
    expect(shortArgument({ command: 'ls   -la\n  x' }, '')).toBe('ls -la x');
    expect(shortArgument(null, '{"path": ')).toBe('{"path":');
    expect(shortArgument({}, '{}')).toBe('');
    expect(shortArgument({ content: 'x'.repeat(40) }, '')).toHaveLength(28);
  });
});
