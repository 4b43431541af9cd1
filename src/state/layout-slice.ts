// Which inspector tab is open, the help overlay, whether the provider panel is unfolded (the Settings tab
// can unfold it) and whether the docked lesson guide is collapsed to its one line. The tab and the guide's
// fold and pace are remembered between visits.
import type { StateCreator } from 'zustand';
import { DEFAULT_GUIDE_PACE, type GuidePace } from './guide-pace';

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

/**
 * What the pipeline view or a lesson note asked to see: a tab, and in it the row with this key (`call:<id>`,
 * `tool:<name>`; pipeline-focus.ts). The diagram highlights the same call or stage.
 */
export interface InspectorFocus {
  readonly tab: InspectorTab;
  readonly key: string | null;
  /** The stage of the pipeline view to highlight, when a stage was pointed at. */
  readonly stage: string | null;
}

export interface LayoutSlice {
  inspectorTab: InspectorTab;
  inspectorFocus: InspectorFocus | null;
  /** Opens the focus's tab and marks its row; opening a tab by hand clears the mark. */
  focusInspector: (focus: InspectorFocus) => void;
  helpOpen: boolean;
  providerPanelOpen: boolean;
  /** The lesson guide shows only its one line (title, step, the next step's button). */
  guideCollapsed: boolean;
  setGuideCollapsed: (collapsed: boolean) => void;
  /** How fast the guide's button plays a step (guide-pace.ts); remembered. */
  guidePace: GuidePace;
  setGuidePace: (pace: GuidePace) => void;
  setInspectorTab: (tab: InspectorTab) => void;
  setHelpOpen: (open: boolean) => void;
  setProviderPanelOpen: (open: boolean) => void;
}

export const createLayoutSlice: StateCreator<LayoutSlice, [], [], LayoutSlice> = (set) => ({
  inspectorTab: 'schema',
  inspectorFocus: null,
  focusInspector: (focus) => set({ inspectorTab: focus.tab, inspectorFocus: focus }),
  helpOpen: false,
  providerPanelOpen: false,
  guideCollapsed: false,
  setGuideCollapsed: (guideCollapsed) => set({ guideCollapsed }),
  guidePace: DEFAULT_GUIDE_PACE,
  setGuidePace: (guidePace) => set({ guidePace }),
  setInspectorTab: (inspectorTab) => set({ inspectorTab, inspectorFocus: null }),
  setHelpOpen: (helpOpen) => set({ helpOpen }),
  setProviderPanelOpen: (providerPanelOpen) => set({ providerPanelOpen }),
});
