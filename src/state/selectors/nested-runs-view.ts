// The pipeline view's nested runs: the Task calls of the main step drawn whose subagent has started, each
// with its subagent's steps in brief (the calls each step made and how they ended, or its answer), as of
// the cursor. The diagram draws the main agent's loop; this is the compact run inside its Task call.
import {
  agentSpans,
  mainStepAt,
  type AgentSpan,
  type ToolStatus,
  type ToolErrorCode,
  type TraceEvent,
} from '../../engine';

export interface NestedCall {
  readonly callId: string;
  readonly toolName: string;
  /** Null while the call runs. */
  readonly status: ToolStatus | null;
  readonly errorCode: ToolErrorCode | null;
}

export interface NestedStep {
  readonly step: number;
  readonly calls: readonly NestedCall[];
  /** The model answered in this step (no calls): the subagent's summary. */
  readonly answered: boolean;
}

export interface NestedRun {
  /** The main agent's Task call that started it. */
  readonly callId: string;
  readonly scope: string;
  readonly steps: readonly NestedStep[];
  /** Null while it runs. */
  readonly endReason: AgentSpan['endReason'];
  /** The subagent's step the cursor is in, when the cursor is inside this run. */
  readonly currentStep: number | null;
}

export function selectNestedRuns(events: readonly TraceEvent[]): readonly NestedRun[] {
  const spans = agentSpans(events);
  if (spans.length === 0) return [];
  const step = mainStepAt(events, events.length - 1);
  const shown = events.at(-1);
  const runs: NestedRun[] = [];
  for (const span of spans) {
    if (!span.parent || span.parent.scope !== undefined || span.parent.step !== step) continue;
    const within = events.slice(span.startSeq, (span.endSeq ?? events.length - 1) + 1);
    runs.push({
      callId: span.parent.callId,
      scope: span.scope,
      steps: stepsOf(within.filter((e) => e.scope === span.scope)),
      endReason: span.endReason,
      currentStep: shown?.scope === span.scope ? shown.step : null,
    });
  }
  return runs;
}

function stepsOf(events: readonly TraceEvent[]): NestedStep[] {
  const steps: { step: number; calls: NestedCall[]; answered: boolean }[] = [];
  for (const event of events) {
    const current = steps.at(-1);
    if (event.type === 'step-start') steps.push({ step: event.step, calls: [], answered: false });
    else if (!current) continue;
    else if (event.type === 'tool-start') {
      current.calls.push({ callId: event.callId, toolName: event.toolName, status: null, errorCode: null });
    } else if (event.type === 'tool-end') {
      const { callId, toolName, status, errorCode } = event;
      const at = current.calls.findIndex((c) => c.callId === callId);
      // A call refused at the plan ends without having started.
      if (at >= 0) current.calls[at] = { callId, toolName, status, errorCode };
      else current.calls.push({ callId, toolName, status, errorCode });
    } else if (event.type === 'step-end' && event.outcome === 'final-answer') current.answered = true;
  }
  return steps;
}
