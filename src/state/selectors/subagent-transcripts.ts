// The conversation's nested runs: for each Task call whose subagent has started (as of the cursor), that
// subagent's own conversation and how far its run has got, so the call's card can show it collapsed under
// the call. Spans come from agent-spans.ts (decision 0408).
import { agentSpans, type AgentSpan, type TraceEvent } from '../../engine';
import { historyViewOfScope, type HistoryView } from './history-view';

export interface SubagentTranscript {
  readonly scope: string;
  readonly view: HistoryView;
  /** Steps the subagent has started. */
  readonly steps: number;
  /** Null while it runs (as of the cursor). */
  readonly endReason: AgentSpan['endReason'];
}

/** By the Task call id (of the main agent) that started each subagent. */
export function selectSubagentTranscripts(
  events: readonly TraceEvent[],
): ReadonlyMap<string, SubagentTranscript> {
  const transcripts = new Map<string, SubagentTranscript>();
  const spans = agentSpans(events);
  if (spans.length === 0) return transcripts;
  for (const span of spans) {
    if (!span.parent || span.parent.scope !== undefined) continue;
    // A log's seq is its index, so the span's events are a slice (a reused call id's earlier run is not).
    const within = events.slice(span.startSeq, (span.endSeq ?? events.length - 1) + 1);
    transcripts.set(span.parent.callId, {
      scope: span.scope,
      view: historyViewOfScope(within, span.scope),
      steps: span.steps,
      endReason: span.endReason,
    });
  }
  return transcripts;
}
