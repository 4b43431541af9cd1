// Which model answers a run, as a spec names it: a script, a person, or an endpoint. An endpoint is a
// transport (HTTP to a base URL; its key is handed to the runtime separately) plus the wire protocol spoken
// over it (`api`), so a new protocol or a local server is a new `api` or base URL, not a new kind.
//
// Whether a provider asks a live endpoint is said here once (`isEndpoint`, `asksEndpoint`): every "is this
// live?" in the runtime, the store and the page asks these, so no code names a kind to mean "live" and a kind
// added later cannot be silently taken for an offline one.
import type { ProviderKind } from '../../llm/model-types';
import type { ScriptedTurn } from '../../llm/scripted/scripted-turn';

import { WIRE_APIS, type WireApi } from '../../engine/trace/wire-exchange';

/** The wire protocols a session may name: every one the trace can record, each spoken by its provider record. */
export const ENDPOINT_APIS = WIRE_APIS;
export type EndpointApi = WireApi;

export interface ScriptedProviderSpec {
  readonly kind: 'scripted';
  readonly model: string;
  readonly script: readonly ScriptedTurn[];
}

export interface EndpointProviderSpec {
  readonly kind: 'endpoint';
  /** The wire protocol spoken to the endpoint. */
  readonly api: EndpointApi;
  readonly model: string;
  readonly baseURL: string;
  readonly stream: boolean;
  /** From sending a request to the last byte of its answer (default 300 000). */
  readonly timeoutMs?: number;
  /** The longest silence between chunks of a streamed answer (default 60 000). */
  readonly idleTimeoutMs?: number;
}

export interface HumanProviderSpec {
  readonly kind: 'human';
  readonly model: string;
}

/** Which model answers. An API key is never part of this: it is handed to the runtime separately. */
export type ProviderSpec = ScriptedProviderSpec | EndpointProviderSpec | HumanProviderSpec;

/** Whether a provider of this kind asks a live endpoint over the network (a key, a request in flight). */
export function asksEndpoint(kind: ProviderKind): boolean {
  return kind === 'endpoint';
}

/**
 * Whether the spec's provider is an endpoint's: the one test for "live", which also narrows to its fields.
 * (Passing a spec's kind as a ProviderKind keeps the spec's kinds among those the providers report.)
 */
export function isEndpoint(provider: ProviderSpec): provider is EndpointProviderSpec {
  return asksEndpoint(provider.kind);
}
