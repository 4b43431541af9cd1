// Chooses the model provider for a run from its spec: the cassette when replaying (strictly, or then going
// live for a fork), otherwise the spec's provider. The API key and the human turn source come from the host,
// never from the spec.
import { CassetteProvider } from '../../llm/cassette/cassette-provider';
import { HumanProvider, type HumanTurnSource } from '../../llm/human/human-provider';
import type { ModelProvider } from '../../llm/model-types';
import { OpenAICompatibleProvider } from '../../llm/openai/openai-provider';
import { ScriptedProvider } from '../../llm/scripted/scripted-provider';
import type { RunSpec } from '../spec/run-spec';
import { ChainedProvider } from './chained-provider';

export type ProviderMode =
  /** Replay: the cassette only; a request past it or different from it is a divergence. */
  | 'replay'
  /** Fork or continue: the cassette's exchanges first, then the spec's provider. */
  | 'continue'
  /** Ignore any cassette. */
  | 'live';

export interface ProviderSecrets {
  readonly apiKey?: string;
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
  if (mode === 'replay' && hasCassette) return { ok: true, provider: new CassetteProvider(cassette) };
  const played = mode === 'continue' && hasCassette ? cassette.entries.length : 0;
  const live = liveProvider(spec, secrets, played, mode);
  if (!live.ok) return live;
  if (played === 0) return live;
  return { ok: true, provider: new ChainedProvider(new CassetteProvider(cassette!), played, live.provider) };
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
    case 'openai-compatible':
      if (mode === 'replay') {
        return {
          ok: false,
          reason: 'The session has no cassette, and replaying it would need the live endpoint.',
        };
      }
      if (!secrets.apiKey)
        return { ok: false, reason: 'An API key is needed for the OpenAI-compatible provider.' };
      return {
        ok: true,
        provider: new OpenAICompatibleProvider({
          baseURL: provider.baseURL,
          apiKey: secrets.apiKey,
          model: provider.model,
          stream: provider.stream,
          ...(provider.timeoutMs === undefined ? {} : { timeoutMs: provider.timeoutMs }),
        }),
      };
    case 'human':
      if (!secrets.human)
        return { ok: false, reason: 'The session has no cassette, and its model was a person.' };
      return { ok: true, provider: new HumanProvider(secrets.human) };
    default: {
      const unreachable: never = provider;
      return unreachable;
    }
  }
}
