// Choosing the provider for a spec: an endpoint is a transport plus a wire protocol, and a protocol this
// version cannot speak yet is refused in words at load, before anything is sent.
import { describe, expect, it } from 'vitest';
import type { ProviderKind } from '../../llm/model-types';
import { createInProcessRuntime } from '../host/node-runtime';
import { asksEndpoint, isEndpoint, type EndpointApi, type ProviderSpec } from '../spec/provider-spec';
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
  it('speaks Chat Completions and the Responses API, reporting itself as an endpoint', () => {
    for (const api of ['chat-completions', 'responses'] as const) {
      const chosen = providerForSpec(endpointSpec(api), 'live', secrets);
      expect(chosen.ok && chosen.provider.identity).toEqual({ kind: 'endpoint', model: 'm' });
    }
  });

  it('refuses Anthropic Messages as not supported yet, in words, in any mode that would ask it', async () => {
    for (const mode of ['live', 'continue'] as const) {
      const chosen = providerForSpec(endpointSpec('anthropic-messages'), mode, secrets);
      expect(chosen.ok ? 'chosen' : chosen.reason).toMatch(
        /Anthropic Messages wire protocol, which this version of ToolScope does not support yet/,
      );
    }
    const created = await createInProcessRuntime(endpointSpec('anthropic-messages'), { mode: 'live' });
    expect(created.ok ? 'created' : created.reason).toMatch(/does not support yet/);
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
