// After a failed model call the panels tell the truth (issue 39): the diagram marks the response stage
// failed and leaves every stage after it untouched (the step's end and the run's end reach none of them),
// and the Request / Response tab shows the failure with what went over the wire before it. A retry that
// answers puts both back to a normal call.
import { describe, expect, it } from 'vitest';
import { PIPELINE_STAGES, type TraceEvent } from '../../engine';
import { selectExchangeView } from './exchange-view';
import { selectPipelineView } from './pipeline-view';

const base = { step: 1, timeMs: 0 };
const request = {
  ...base,
  type: 'model-request',
  toolsFingerprint: 'f',
  request: { model: 'm', messages: [], tools: [], toolChoice: 'auto', parallelToolCalls: true },
} as const;
const wire = {
  api: 'chat-completions',
  request: { method: 'POST', url: 'http://x/v1/chat/completions', headers: {}, body: {} },
  response: {
    status: 429,
    headers: { 'retry-after': '3', 'x-request-id': 'req_1', 'content-type': 'application/json' },
    body: { error: { message: 'Rate limit reached.' } },
  },
} as const;
const failedStep: TraceEvent[] = [
  { ...base, seq: 0, type: 'step-start', maxSteps: 10 },
  {
    ...base,
    seq: 1,
    type: 'schema-build',
    tools: [],
    fingerprint: 'f',
    bytes: 2,
    tokens: 1,
    strict: false,
    included: [],
    hidden: [],
  },
  { ...request, seq: 2 },
  {
    ...base,
    seq: 3,
    type: 'model-error',
    failure: 1,
    kind: 'rate-limited',
    message: 'The endpoint is rate-limiting requests (429).',
    status: 429,
    retryAfterMs: 3000,
    wire,
  },
];
const givenUp: TraceEvent[] = [
  ...failedStep,
  { ...base, seq: 4, type: 'step-end', outcome: 'stopped' },
  { ...base, seq: 5, type: 'run-end', reason: 'error', finalText: null, error: 'x', steps: 1 },
];
const retried: TraceEvent[] = [
  ...failedStep,
  { ...request, seq: 4 },
  { ...base, seq: 5, type: 'model-response', content: 'Hi.', toolCalls: [], finishReason: 'stop' },
];

const after = (stage: string) =>
  PIPELINE_STAGES.slice(PIPELINE_STAGES.indexOf('response') + 1).includes(stage as never);

describe('a failed model call in the panels', () => {
  it('marks the response stage failed and leaves the stages after it untouched, waiting or given up', () => {
    for (const events of [failedStep, givenUp]) {
      const view = selectPipelineView(events)!;
      expect(view.stages.response).toBe('failed');
      expect(view.stages.registry).toBe('done');
      expect(view.stages.request).toBe('done');
      for (const stage of PIPELINE_STAGES.filter(after)) expect(view.stages[stage]).toBe('idle');
      expect(view.failed).toEqual({ kind: 'rate-limited', status: 429 });
    }
  });

  it('shows the failure and its wire in the Request / Response tab', () => {
    const view = selectExchangeView(givenUp);
    expect(view.response).toBeNull();
    expect(view.failure).toMatchObject({ kind: 'rate-limited', status: 429, wire });
  });

  it('a retry that answers is a normal call again', () => {
    const view = selectPipelineView(retried)!;
    expect(view.failed).toBeNull();
    expect(view.stages.response).toBe('active');
    expect(selectExchangeView(retried)).toMatchObject({ failure: null, response: { content: 'Hi.' } });
  });
});
