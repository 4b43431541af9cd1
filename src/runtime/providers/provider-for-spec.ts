// Chooses the model provider for a run from its spec: the cassette when replaying (strictly, or then going
// live for a fork), otherwise the spec's provider. The API key and the human turn source come from the host,
// never from the spec; the key only reaches a provider whose endpoint is the one it was entered for.
import { CassetteProvider } from '../../llm/cassette/cassette-provider';
import { FittingCassetteProvider } from '../../llm/cassette/fitting-cassette-provider';
import { HumanProvider, type HumanTurnSource } from '../../llm/human/human-provider';
import type { ModelProvider } from '../../llm/model-types';

export { DEFAULT_IDLE_TIMEOUT_MS, DEFAULT_TIMEOUT_MS } from '../../llm/openai/endpoint-request';
import { ScriptedProvider } from '../../llm/scripted/scripted-provider';
import type { RunSpec } from '../spec/run-spec';
import type { EndpointProviderSpec } from '../spec/provider-spec';
import { ChainedProvider } from './chained-provider';
import { endpointOf, keyForEndpoint, type EndpointCredential } from './endpoint-credential';
import { ENDPOINT_PROVIDERS, type EndpointSettings } from './endpoint-providers';
import { assertNever } from '../../common/assert-never';

export type ProviderMode =
  /** Replay: the cassette only; a request past it or different from it is a divergence. */
  | 'replay'
  /** Fork or continue: the cassette's exchanges first, then the spec's provider. */
  | 'continue'
  /** Ignore any cassette. */
  | 'live';

export interface ProviderSecrets {
  /** A key and the endpoint it belongs to; used only when the spec's endpoint is that one. */
  readonly credential?: EndpointCredential;
  readonly human?: HumanTurnSource;
}

export type ProviderChoice =
  { readonly ok: true; readonly provider: ModelProvider } | { readonly ok: false; readonly reason: string };

export function providerForSpec(
  spec: RunSpec,
  mode: ProviderMode,
  secrets: ProviderSecrets = {},
): ProviderChoice {
  const cassette = spec.cassette;
  const hasCassette = cassette !== undefined && cassette.entries.length > 0;
  // A fork's recording differs from its requests by design (other tools, settings, rules): replayed by fit.
  const recorded = () =>
    spec.fork === undefined ? new CassetteProvider(cassette!) : new FittingCassetteProvider(cassette!);
  if (mode === 'replay' && hasCassette) return { ok: true, provider: recorded() };
  const played = mode === 'continue' && hasCassette ? cassette.entries.length : 0;
  const live = liveProvider(spec, secrets, played, mode);
  if (!live.ok) return live;
  if (played === 0) return live;
  return { ok: true, provider: new ChainedProvider(recorded(), played, live.provider) };
}

function liveProvider(
  spec: RunSpec,
  secrets: ProviderSecrets,
  turnsPlayed: number,
  mode: ProviderMode,
): ProviderChoice {
  const { provider } = spec;
  switch (provider.kind) {
    case 'scripted':
      return { ok: true, provider: new ScriptedProvider(provider.script, provider.model, turnsPlayed) };
    case 'endpoint': {
      const named = endpointOf(provider.baseURL);
      if (!named.ok) return { ok: false, reason: `The session's endpoint cannot be used: ${named.reason}` };
      if (mode === 'replay') {
        return {
          ok: false,
          reason: `The session has no recorded responses, and replaying it would need the live endpoint ${named.endpoint}.`,
        };
      }
      return endpointProvider(provider, named.endpoint, secrets.credential);
    }
    case 'human':
      if (!secrets.human)
        return { ok: false, reason: 'The session has no cassette, and its model was a person.' };
      return { ok: true, provider: new HumanProvider(secrets.human) };
    default: {
      return assertNever(provider);
    }
  }
}

/** The provider that speaks the spec's wire protocol to its endpoint (normalised, so the key goes exactly there). */
function endpointProvider(
  provider: EndpointProviderSpec,
  endpoint: string,
  credential: EndpointCredential | undefined,
): ProviderChoice {
  const key = keyForEndpoint(endpoint, provider.model, credential);
  if (!key.ok) return { ok: true, provider: key.provider };
  const settings: EndpointSettings = {
    baseURL: endpoint,
    apiKey: key.apiKey,
    model: provider.model,
    stream: provider.stream,
    ...(provider.timeoutMs === undefined ? {} : { timeoutMs: provider.timeoutMs }),
    ...(provider.idleTimeoutMs === undefined ? {} : { idleTimeoutMs: provider.idleTimeoutMs }),
  };
  return { ok: true, provider: ENDPOINT_PROVIDERS[provider.api](settings) };
}
