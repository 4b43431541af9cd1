// Choosing the provider for a spec: an endpoint is a transport plus a wire protocol, each protocol spoken by
// its provider record (endpoint-providers.ts).
import { describe, expect, it } from 'vitest';
import type { ProviderKind } from '../../llm/model-types';
import { AnthropicMessagesProvider } from '../../llm/anthropic/anthropic-provider';
import {
  asksEndpoint,
  ENDPOINT_APIS,
  isEndpoint,
  type EndpointApi,
  type ProviderSpec,
} from '../spec/provider-spec';
import type { RunSpec } from '../spec/run-spec';
import { scriptedSpec } from '../testing/spec-builders';
import { credentialFor } from './endpoint-credential';
import { providerForSpec } from './provider-for-spec';

const endpointSpec = (api: EndpointApi): RunSpec => ({
  ...scriptedSpec([]),
  provider: { kind: 'endpoint', api, model: 'm', baseURL: 'http://127.0.0.1:9/v1', stream: false },
});
const secrets = { credential: credentialFor('http://127.0.0.1:9/v1', 'sk-test-key')! };

describe('an endpoint and its wire protocol', () => {
  it('speaks every protocol of the list, each through its own record, reporting itself as an endpoint', () => {
    for (const api of ENDPOINT_APIS) {
      const chosen = providerForSpec(endpointSpec(api), 'live', secrets);
      expect(chosen.ok && chosen.provider.identity).toEqual({ kind: 'endpoint', model: 'm' });
    }
    const messages = providerForSpec(endpointSpec('anthropic-messages'), 'continue', secrets);
    expect(messages.ok && messages.provider).toBeInstanceOf(AnthropicMessagesProvider);
  });

  it('replays a recording made over any protocol without asking the endpoint', () => {
    const spec: RunSpec = {
      ...endpointSpec('anthropic-messages'),
      cassette: {
        recordedWith: { kind: 'endpoint', model: 'm' },
        entries: [
          {
            request: { messages: [], tools: [], toolChoice: 'auto', parallelToolCalls: true },
            outcome: { ok: true, response: { content: 'Hi.', toolCalls: [], finishReason: 'stop' } },
          },
        ],
      },
    };
    const chosen = providerForSpec(spec, 'replay');
    expect(chosen.ok && chosen.provider.identity.kind).toBe('cassette');
  });
});

describe('which providers are live', () => {
  it('is the endpoint alone, whether asked of a spec or of a kind', () => {
    const kinds: Record<ProviderKind, boolean> = {
      endpoint: true,
      scripted: false,
      cassette: false,
      human: false,
    };
    for (const [kind, live] of Object.entries(kinds)) expect(asksEndpoint(kind as ProviderKind)).toBe(live);
    const specs: readonly ProviderSpec[] = [
      endpointSpec('responses').provider,
      { kind: 'scripted', model: 's', script: [] },
      { kind: 'human', model: 'human' },
    ];
    expect(specs.map(isEndpoint)).toEqual([true, false, false]);
  });
});
