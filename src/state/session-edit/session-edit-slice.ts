// Editing the open session: which provider answers (its endpoint form, and the API keys held per endpoint),
// and the reload that makes a provider, tool set or script edit take effect (plans in reload-plan.ts). A
// reload hands the runtime only the key of the endpoint the planned spec names, or none.
import type { StateCreator } from 'zustand';
import type { RuntimeSlice, LoadOutcome } from '../runtime-slice';
import type { TraceSlice } from '../trace-slice';
import { credentialFor, endpointOf, isEndpoint, type ProviderSpec } from './port-types';
import type { ReloadPlan } from './reload-plan';
import {
  isOfferedApi,
  keyOfBaseURL,
  loadRememberedProvider,
  saveRememberedProvider,
  withEndpointKey,
  type EndpointKey,
  type EndpointKeys,
  type ProviderDraft,
} from './provider-memory';
import { withMcpCredentials } from './mcp-credentials';
import {
  loadMcpMemory,
  saveMcpMemory,
  withConnectedMcpServer,
  withoutMcpServer,
  type ConnectedMcpServer,
  type McpMemory,
} from './mcp-memory';
import type { McpEndpoint } from './port-types';
import { loadUsedEndpoints, saveUsedEndpoints, withUsedEndpoint } from './used-endpoints';

/** `replay` plays the recorded responses; the others are the spec's provider kinds. */
export type ProviderChoice = 'replay' | ProviderSpec['kind'];

/** What opening a session did to the form: switched it to the endpoint the session names. */
export interface AdoptedEndpoint {
  /** Null when the session's base URL is not a usable endpoint. */
  readonly endpoint: string | null;
  readonly baseURL: string;
  /** A key entered for exactly this endpoint is on this device. */
  readonly hasKey: boolean;
}

export interface SessionEditSlice {
  providerSettings: ProviderDraft;
  providerKeys: EndpointKeys;
  /** The endpoints this device has sent a key to, newest first (used-endpoints.ts): never a key. */
  usedEndpoints: readonly string[];
  /** Headers given for MCP server addresses (mcp-credentials.ts): this tab's memory, and the remembered. */
  mcpEndpoints: readonly McpEndpoint[];
  /** Keeps (or, with no headers, forgets) the headers for one MCP server address. */
  setMcpCredentials: (endpoint: McpEndpoint) => void;
  /** The MCP servers this device offers again, and the values kept where asked (mcp-memory.ts). */
  mcpMemory: McpMemory;
  /** A server connected: its headers in memory, it is offered next time, its values kept only if asked. */
  keepConnectedMcpServer: (connected: ConnectedMcpServer) => void;
  /** Forgets a remembered server and its headers, on the device and in this tab. */
  forgetMcpServer: (url: string) => void;
  setProviderSettings: (patch: Partial<ProviderDraft>) => void;
  /** Sets the key (or whether to remember it) of the endpoint the form names now; no-op if it names none. */
  setEndpointKey: (patch: Partial<EndpointKey>) => void;
  /**
   * A session that names an endpoint switches the form to it (not remembered on the
   * device); the keys stay with their own endpoints. Null for other providers.
   */
  adoptSessionProvider: (provider: ProviderSpec) => AdoptedEndpoint | null;
  /** Loads the planned spec in the runtime (a fresh trace); a failure is returned and shown in place. */
  reloadSession: (plan: ReloadPlan) => Promise<LoadOutcome>;
}

export const createSessionEditSlice: StateCreator<
  SessionEditSlice & RuntimeSlice & TraceSlice,
  [],
  [],
  SessionEditSlice
> = (set, get) => {
  const remembered = loadRememberedProvider();
  const usedEndpoints = loadUsedEndpoints();
  const mcpMemory = loadMcpMemory();
  const save = () => saveRememberedProvider({ draft: get().providerSettings, keys: get().providerKeys });
  return {
    providerSettings: remembered.draft,
    providerKeys: remembered.keys,
    usedEndpoints,
    // Remembered values are back in memory at once, so the first load sends them and the scrubber knows them.
    mcpEndpoints: mcpMemory.credentials,
    setMcpCredentials: (endpoint) => set({ mcpEndpoints: withMcpCredentials(get().mcpEndpoints, endpoint) }),
    mcpMemory,
    keepConnectedMcpServer: (connected) => {
      set({
        mcpEndpoints: withMcpCredentials(get().mcpEndpoints, {
          url: connected.url,
          headers: connected.headers,
        }),
        mcpMemory: withConnectedMcpServer(get().mcpMemory, connected),
      });
      saveMcpMemory(get().mcpMemory);
    },
    forgetMcpServer: (url) => {
      set({
        mcpEndpoints: withMcpCredentials(get().mcpEndpoints, { url, headers: {} }),
        mcpMemory: withoutMcpServer(get().mcpMemory, url),
      });
      saveMcpMemory(get().mcpMemory);
    },
    setProviderSettings: (patch) => {
      set({ providerSettings: { ...get().providerSettings, ...patch } });
      save();
    },
    setEndpointKey: (patch) => {
      const named = endpointOf(get().providerSettings.baseURL);
      if (!named.ok) return;
      set({ providerKeys: withEndpointKey(get().providerKeys, named.endpoint, patch) });
      save();
    },
    adoptSessionProvider: (provider) => {
      if (!isEndpoint(provider)) return null;
      set({
        providerSettings: {
          baseURL: provider.baseURL,
          model: provider.model,
          stream: provider.stream,
          // The form offers the protocols this version speaks; one it cannot (yet) leaves the form's choice.
          api: isOfferedApi(provider.api) ? provider.api : get().providerSettings.api,
          timeoutMs: provider.timeoutMs === undefined ? '' : String(provider.timeoutMs),
          idleTimeoutMs: provider.idleTimeoutMs === undefined ? '' : String(provider.idleTimeoutMs),
        },
      });
      const named = endpointOf(provider.baseURL);
      return {
        endpoint: named.ok ? named.endpoint : null,
        baseURL: provider.baseURL,
        hasKey: (keyOfBaseURL(get().providerKeys, provider.baseURL)?.apiKey ?? '') !== '',
      };
    },
    reloadSession: async (plan) => {
      if (!plan.ok) return plan;
      const source = get().traceSource;
      const title = source.kind === 'runtime' ? source.title : 'session';
      const { provider } = plan.spec;
      const credential = isEndpoint(provider)
        ? credentialFor(provider.baseURL, keyOfBaseURL(get().providerKeys, provider.baseURL)?.apiKey ?? '')
        : undefined;
      if (credential) {
        // Apply with a key: from now on the key goes to this endpoint, so it is one this device has used.
        set({ usedEndpoints: withUsedEndpoint(get().usedEndpoints, credential.endpoint) });
        saveUsedEndpoints(get().usedEndpoints);
      }
      return get().openSession(plan.spec, title, { mode: plan.mode, ...(credential ? { credential } : {}) });
    },
  };
};
