// Format 1 → 2 (issue 31): a provider says its transport and its wire protocol apart. Version 1 named an
// OpenAI-compatible endpoint by its kind, with the protocol optional (Chat Completions when absent); version 2
// calls every endpoint `endpoint` and always says `api`. A cassette's `recordedWith` names the provider's kind
// too and follows. Nothing else moves, and no trace event records the kind, so a replay of the upgraded
// document has the trace hash the old one had (upgrade-session.test.ts replays the fixtures to prove it).
//
// The value is not checked yet (the schema comes after every upgrade): what is not an object is left as it
// is, for the schema to refuse in words.
import { isPlainObject } from '../../engine/orchestrator/parse-tool-call';

/** The kind version 1 gave an endpoint: the only place it is still spelled. */
const VERSION_1_ENDPOINT_KIND = 'openai-compatible';

export function providerAsEndpoint(document: Record<string, unknown>): Record<string, unknown> {
  const { provider, cassette } = document;
  return {
    ...document,
    formatVersion: 2,
    ...(isPlainObject(provider) ? { provider: endpointProvider(provider) } : {}),
    ...(isPlainObject(cassette) && isPlainObject(cassette.recordedWith)
      ? { cassette: { ...cassette, recordedWith: endpointKind(cassette.recordedWith) } }
      : {}),
  };
}

function endpointProvider(provider: Record<string, unknown>): Record<string, unknown> {
  if (provider.kind !== VERSION_1_ENDPOINT_KIND) return provider;
  const { kind: _kind, api, ...rest } = provider;
  return { kind: 'endpoint', api: api ?? 'chat-completions', ...rest };
}

function endpointKind(identity: Record<string, unknown>): Record<string, unknown> {
  return identity.kind === VERSION_1_ENDPOINT_KIND ? { ...identity, kind: 'endpoint' } : identity;
}
