// A reopened session that stands just after an unanswered request remembers which wire protocol the request
// was in, so asking again puts the session's own protocol in the provider form (an Anthropic session's key
// is not filed beside Chat Completions).
import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../engine/trace/trace-events';
import type { RunSpec } from '../../runtime/spec/run-spec';
import { scriptedSpec } from '../../runtime/testing/spec-builders';
import { discardedRequestAt } from './live-resume';

const request = {
  seq: 0,
  type: 'model-request',
  step: 1,
  timeMs: 0,
  request: { model: 'claude-test', messages: [], tools: [], toolChoice: 'auto', parallelToolCalls: true },
} as unknown as TraceEvent;

describe('the discarded request of a reopened session', () => {
  it('keeps the protocol of every API the session may name', () => {
    for (const api of ['chat-completions', 'responses', 'anthropic-messages'] as const) {
      const spec: RunSpec = {
        ...scriptedSpec([]),
        provider: {
          kind: 'endpoint',
          api,
          model: 'claude-test',
          baseURL: 'https://api.example.com/v1',
          stream: true,
        },
      };
      expect(discardedRequestAt([request], 1, spec)).toMatchObject({
        api,
        endpoint: 'https://api.example.com/v1',
      });
    }
  });
});
