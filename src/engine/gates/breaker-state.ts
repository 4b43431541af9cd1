// Circuit breaker states (seed, gate 3).
export type BreakerState = 'CLOSED' | 'OPEN' | 'HALF_OPEN';

/** Which failures open a breaker. */
export type BreakerCountPolicy = 'all-errors' | 'tool-faults';
