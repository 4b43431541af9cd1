// Editing the open session: which provider answers (and its endpoint, model and in-memory key), and the
// reload that makes a provider, tool set or script edit take effect (plans in reload-plan.ts).
import type { StateCreator } from 'zustand';
import type { RuntimeSlice, LoadOutcome } from '../runtime-slice';
import type { TraceSlice } from '../trace-slice';
import type { ReloadPlan } from './reload-plan';
import { loadRememberedProvider, saveRememberedProvider, type RememberedProvider } from './provider-memory';

/** `replay` plays the recorded responses; the others are the spec's provider kinds. */
export type ProviderChoice = 'scripted' | 'replay' | 'openai-compatible' | 'human';

export interface SessionEditSlice {
  providerSettings: RememberedProvider;
  setProviderSettings: (patch: Partial<RememberedProvider>) => void;
  /** Loads the planned spec in the runtime (a fresh trace); a failure is returned and shown in place. */
  reloadSession: (plan: ReloadPlan) => Promise<LoadOutcome>;
}

export const createSessionEditSlice: StateCreator<
  SessionEditSlice & RuntimeSlice & TraceSlice,
  [],
  [],
  SessionEditSlice
> = (set, get) => ({
  providerSettings: loadRememberedProvider(),
  setProviderSettings: (patch) => {
    const providerSettings = { ...get().providerSettings, ...patch };
    saveRememberedProvider(providerSettings);
    set({ providerSettings });
  },
  reloadSession: async (plan) => {
    if (!plan.ok) return plan;
    const source = get().traceSource;
    const title = source.kind === 'runtime' ? source.title : 'session';
    const apiKey = get().providerSettings.apiKey;
    return get().openSession(plan.spec, title, { mode: plan.mode, ...(apiKey ? { apiKey } : {}) });
  },
});
