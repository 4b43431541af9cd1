// The readable per-step summary of `npm run replay`: what the model asked, how the calls were batched, which
// gates said what, how each call ended, and what the budget cut. Built from trace events only.
import { countsAsPoint, type TraceEvent } from '../engine';

export class StepSummarizer {
  private current: TraceEvent[] = [];

  /** Feeds one released event; returns the lines to print when a step (or run) closes. */
  push(event: TraceEvent): string[] {
    if (!countsAsPoint(event)) return [];
    this.current.push(event);
    if (event.scope !== undefined) return [];
    if (event.type === 'run-start') {
      this.current = [];
      return [`run: ${JSON.stringify(event.userMessage)}`];
    }
    if (event.type === 'run-end') {
      this.current = [];
      const detail = event.error
        ? ` — ${event.error}`
        : event.finalText
          ? ` — ${JSON.stringify(event.finalText)}`
          : '';
      return [`run end: ${event.reason} after ${event.steps} step(s)${detail}`];
    }
    if (event.type !== 'step-end') return [];
    const lines = summarizeStep(event.step, this.current);
    this.current = [];
    return lines;
  }
}

function summarizeStep(step: number, events: readonly TraceEvent[]): string[] {
  const main = events.filter((e) => e.scope === undefined);
  const lines: string[] = [];
  const response = main.find((e) => e.type === 'model-response');
  const calls = response?.type === 'model-response' ? response.toolCalls : [];
  const said =
    response?.type === 'model-response' && response.content
      ? ` says ${JSON.stringify(response.content)}`
      : '';
  lines.push(
    `step ${step}: model${said}; ${calls.length} tool call(s)${calls.length ? `: ${calls.map((c) => c.name).join(', ')}` : ''}`,
  );
  const plan = main.find((e) => e.type === 'plan-build');
  if (plan?.type === 'plan-build') {
    const batches = plan.batches.map(
      (b) =>
        `[${b.callIndexes.map((i) => plan.calls[i]?.toolName ?? '?').join(' ')}]${b.concurrent ? '∥' : ''}`,
    );
    lines.push(`  batches: ${batches.join(' → ') || 'none'}`);
  }
  for (const event of main) {
    if (event.type === 'gate-check' && event.gate === 'permission' && event.verdict === 'DENY') {
      lines.push(`  gate: ${event.toolName} ${event.callId} DENY (${event.rule})`);
    }
    if (event.type === 'permission-answer')
      lines.push(`  permission: ${event.callId} ${event.answer} (${event.source})`);
    if (event.type === 'gate-check' && event.gate === 'lock' && event.verdict === 'INJECTED') {
      lines.push(`  gate: ${event.toolName} ${event.callId} lock injected from the Read cache`);
    }
    if (event.type === 'breaker-transition')
      lines.push(`  breaker: ${event.toolName} ${event.from} → ${event.to} (${event.reason})`);
    if (event.type === 'tool-end') {
      const code = event.errorCode ? ` ${event.errorCode}` : '';
      lines.push(
        `  ${event.callId} ${event.toolName}: ${event.status}${code} at ${event.startMs}–${event.startMs + event.durationMs} ms`,
      );
    }
    if (event.type === 'budget-truncate') {
      lines.push(
        `  budget: ${event.callId} cut ${event.layer} ${event.beforeBytes} → ${event.afterBytes} bytes`,
      );
    }
    if (event.type === 'file-change') lines.push(`  file: ${event.kind} ${event.path} (${event.source})`);
  }
  const nested = new Set(events.filter((e) => e.scope !== undefined).map((e) => e.scope));
  for (const scope of nested) {
    const count = events.filter((e) => e.scope === scope && e.type === 'step-end').length;
    lines.push(`  ${scope}: ${count} nested step(s)`);
  }
  return lines;
}
