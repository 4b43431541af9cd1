// The Breakers panel's two inputs, their ranges and the values they start at (numeric-defaults.test.ts checks
// each default against its range). The clock moves by any whole number of milliseconds: a recovery time
// need not be a round number of seconds.
import { wholeNumbers } from '../../common/number-range';

export const FAULT_COUNT = { range: wholeNumbers(1, 20), initial: 2 } as const;
/** The engine's default recovery time, so one advance lets an OPEN breaker's probe through. */
export const CLOCK_ADVANCE_MS = { range: wholeNumbers(1), initial: 300_000 } as const;
