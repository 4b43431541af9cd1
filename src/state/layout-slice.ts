// Which inspector tab is open, the help overlay, and whether the provider panel is unfolded (the Settings tab
// can unfold it). The tab is remembered between visits.
import type { StateCreator } from 'zustand';

export const INSPECTOR_TABS = [
  'schema',
  'request',
  'batches',
  'gates',
  'breakers',
  'budget',
  'history',
  'trace',
  'settings',
  'tools',
  'script',
] as const;
export type InspectorTab = (typeof INSPECTOR_TABS)[number];

export interface LayoutSlice {
  inspectorTab: InspectorTab;
  helpOpen: boolean;
  providerPanelOpen: boolean;
  setInspectorTab: (tab: InspectorTab) => void;
  setHelpOpen: (open: boolean) => void;
  setProviderPanelOpen: (open: boolean) => void;
}

export const createLayoutSlice: StateCreator<LayoutSlice, [], [], LayoutSlice> = (set) => ({
  inspectorTab: 'schema',
  helpOpen: false,
  providerPanelOpen: false,
  setInspectorTab: (inspectorTab) => set({ inspectorTab }),
  setHelpOpen: (helpOpen) => set({ helpOpen }),
  setProviderPanelOpen: (providerPanelOpen) => set({ providerPanelOpen }),
});
