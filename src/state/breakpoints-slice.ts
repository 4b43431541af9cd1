// The open session's breakpoints as the page shows them. They are not an input of the session: the runtime
// gets them to know where to stop releasing events, the library entry and exported file keep them, and
// nothing else (the document, a share link, the trace hash) ever sees them.
import type { StateCreator } from 'zustand';
import type { Breakpoint } from '../runtime/stepping/breakpoint';

export interface BreakpointsSlice {
  breakpoints: readonly Breakpoint[];
  setBreakpointList: (breakpoints: readonly Breakpoint[]) => void;
  /**
   * Conditions pinned with "Expect this": unlike breakpoints they belong to the session document (its
   * `expect`, which `npm run replay` checks), so they are saved, exported and shared with it.
   */
  expectations: readonly Breakpoint[];
  setExpectationList: (expectations: readonly Breakpoint[]) => void;
}

export const createBreakpointsSlice: StateCreator<BreakpointsSlice, [], [], BreakpointsSlice> = (set) => ({
  breakpoints: [],
  setBreakpointList: (breakpoints) => set({ breakpoints }),
  expectations: [],
  setExpectationList: (expectations) => set({ expectations }),
});
