// Presenter mode (issue 16, item 4): the text scale (a CSS variable at the page's root, remembered between
// visits), the one region shown full screen over the rest (none by default), and whether the clicker keys
// (Page Down / Page Up) step the lesson. Kept apart from the layout: the full-screen region is an overlay
// of that region, so the panel layout itself never changes. The compact layout (a narrow window or large
// text, ui/app/compact/) is the same overlay kept on: one region on the stage, chosen with a switcher.
import type { StateCreator } from 'zustand';

export const TEXT_SCALES = [1, 1.25, 1.5, 2] as const;
export type TextScale = (typeof TEXT_SCALES)[number];

export interface PresenterSlice {
  textScale: TextScale;
  /** The region (`data-region` id) shown full screen, or null. */
  fullScreenRegion: string | null;
  presenting: boolean;
  /** One region at a time on the stage (set by the page from the window's width and the text scale). */
  compactLayout: boolean;
  /** The region (`data-region` id) the compact layout shows. */
  compactRegion: string;
  setTextScale: (scale: TextScale) => void;
  /** One scale up or down, staying within TEXT_SCALES. */
  stepTextScale: (delta: 1 | -1) => void;
  setFullScreenRegion: (region: string | null) => void;
  setPresenting: (presenting: boolean) => void;
  setCompactLayout: (compact: boolean) => void;
  setCompactRegion: (region: string) => void;
}

export function isTextScale(value: unknown): value is TextScale {
  return (TEXT_SCALES as readonly unknown[]).includes(value);
}

export const createPresenterSlice: StateCreator<PresenterSlice, [], [], PresenterSlice> = (set) => ({
  textScale: 1,
  fullScreenRegion: null,
  presenting: false,
  compactLayout: false,
  compactRegion: 'pipeline',
  setTextScale: (textScale) => set({ textScale }),
  stepTextScale: (delta) =>
    set((state) => {
      const index = TEXT_SCALES.indexOf(state.textScale) + delta;
      return { textScale: TEXT_SCALES[Math.max(0, Math.min(TEXT_SCALES.length - 1, index))]! };
    }),
  setFullScreenRegion: (fullScreenRegion) => set({ fullScreenRegion }),
  setPresenting: (presenting) => set({ presenting }),
  setCompactLayout: (compactLayout) => set({ compactLayout }),
  setCompactRegion: (compactRegion) => set({ compactRegion }),
});
