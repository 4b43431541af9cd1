// What the page's breakpoint controls use of the runtime's breakpoint grammar (ui/ reaches the runtime only
// through state/): the kinds, the text form the CLI reads too, and the breakpoint a row offers.
export {
  BREAK_VERDICTS,
  breakpointForEvent,
  breakpointKey,
  sameBreakpoint,
  type Breakpoint,
} from '../runtime/stepping/breakpoint';
export {
  BREAKPOINT_CONDITION_FORMS,
  breakpointCondition,
  parseBreakpointCondition,
} from '../runtime/stepping/breakpoint-condition';
export type { PauseReason } from '../runtime/stepping/release-latch';
