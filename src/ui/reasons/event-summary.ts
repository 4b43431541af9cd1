// A trace row's summary, worded in the page's language from the event's fields (the state layer's
// summarizeEvent stays the English one the filters and tests read). Tools, ids, paths and codes are verbatim.
import type { TraceEvent } from '../../engine';
import { formatBytes, formatMs } from '../common/format';
import { changedKeys } from '../../state/selectors';
import { reason, type Reason } from './reason';
import { assertNever } from '../../common/assert-never';

const none = null;

export function eventSummary(event: TraceEvent): Reason {
  switch (event.type) {
    case 'run-start':
      return reason('trace.said', none, { text: event.userMessage });
    case 'step-start':
      return reason('trace.stepStart', none, {}, { max: event.maxSteps });
    case 'schema-build':
      return reason(
        event.hidden.length ? 'trace.schemaHidden' : 'trace.schema',
        none,
        {},
        {
          tools: event.tools.length,
          bytes: formatBytes(event.bytes),
          tokens: event.tokens,
          hidden: event.hidden.length,
        },
      );
    case 'model-request':
      return reason(
        'trace.request',
        none,
        { model: event.request.model },
        {
          messages: event.request.messages.length,
        },
      );
    case 'model-delta':
      return reason('trace.said', none, {
        text:
          event.delta.kind === 'text'
            ? event.delta.text
            : `${event.delta.name ?? ''}${event.delta.argumentsFragment ?? ''}`,
      });
    case 'model-response':
      return reason(
        'trace.response',
        none,
        { finish: event.finishReason ?? '—' },
        {
          count: event.toolCalls.length,
        },
      );
    case 'plan-build':
      return reason('trace.plan', none, {}, { calls: event.calls.length, batches: event.batches.length });
    case 'call-rejected':
      return reason('trace.rejected', none, { tool: event.toolName }, { max: event.maxCallsPerTurn });
    case 'batch-start':
      return reason(
        event.concurrent ? 'trace.batchConcurrent' : 'trace.batchSerial',
        none,
        {},
        {
          index: event.batchIndex,
          count: event.callIds.length,
        },
      );
    case 'batch-end':
      return reason(
        'trace.batchEnd',
        none,
        {},
        {
          index: event.batchIndex,
          from: formatMs(event.startMs),
          to: formatMs(event.endMs),
        },
      );
    case 'tool-start':
      return reason('trace.toolStart', none, { tool: event.toolName, id: event.callId });
    case 'gate-check':
      return reason(`trace.gate.${event.gate}`, none, { tool: event.toolName, verdict: event.verdict });
    case 'permission-ask':
      return reason('trace.ask', none, { tool: event.request.toolName });
    case 'permission-answer':
      return reason(`trace.answer.${event.answer}`, none, { id: event.callId });
    case 'fault-inject':
      return reason(
        `trace.fault.${event.action}`,
        none,
        { tool: event.toolName },
        {
          remaining: event.remaining,
        },
      );
    case 'tool-end':
      return event.errorCode
        ? reason(
            'trace.toolFailed',
            none,
            { tool: event.toolName, code: event.errorCode },
            {
              ms: formatMs(event.durationMs),
            },
          )
        : reason(
            `trace.toolEnd.${event.status}`,
            none,
            { tool: event.toolName },
            {
              ms: formatMs(event.durationMs),
            },
          );
    case 'breaker-transition':
      return reason('trace.breaker', none, { tool: event.toolName, from: event.from, to: event.to });
    case 'budget-truncate':
      return reason(
        'trace.truncate',
        none,
        { tool: event.toolName },
        {
          before: formatBytes(event.beforeBytes),
          after: formatBytes(event.afterBytes),
        },
      );
    case 'budget-apply':
      return reason(
        'trace.budget',
        none,
        {},
        {
          before: formatBytes(event.totalBeforeBytes),
          after: formatBytes(event.totalAfterBytes),
        },
      );
    case 'file-change':
      return reason(
        `trace.file.${event.kind}`,
        none,
        { path: event.path },
        {
          source: event.source,
        },
      );
    case 'history-append':
      return reason(
        'trace.history',
        none,
        {},
        {
          count: event.messages.length,
          bytes: formatBytes(event.bytes),
        },
      );
    case 'clock-advance':
      return reason('trace.clock', none, {}, { from: formatMs(event.fromMs), to: formatMs(event.toMs) });
    case 'settings-change':
      return reason('trace.settings', none, { keys: changedKeys(event.change).join(', ') });
    case 'step-end':
      return reason(`trace.stepEnd.${event.outcome}`, none);
    case 'run-end':
      return reason(`trace.runEnd.${event.reason}`, none, {}, { steps: event.steps });
    default: {
      return assertNever(event);
    }
  }
}
