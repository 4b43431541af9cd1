// Virtual time. The engine never reads the wall clock: it reads `nowMs()` and moves time forward with
// `advanceTo()` as it walks a batch's schedule (tools take simulated durations from the latency model).
// The runtime owns the clock, observes it with `nowMs()` after a turn, and advances it itself for the user's
// "advance clock" input (appending a clock-advance event).

export interface EngineClock {
  nowMs(): number;
  /** Moves time forward to `timeMs`; never backwards (a smaller value is ignored). */
  advanceTo(timeMs: number): void;
}

export class VirtualClock implements EngineClock {
  #nowMs: number;

  constructor(startMs = 0) {
    this.#nowMs = startMs;
  }

  nowMs(): number {
    return this.#nowMs;
  }

  advanceTo(timeMs: number): void {
    if (timeMs > this.#nowMs) this.#nowMs = timeMs;
  }

  advanceBy(deltaMs: number): void {
    if (deltaMs > 0) this.#nowMs += deltaMs;
  }
}

/** Deterministic ids (the engine never uses randomness). */
export interface IdSource {
  next(kind: IdKind): string;
}

export type IdKind = 'call' | 'span' | 'ask' | 'spill';

/** `call_1`, `span_1`, `ask_1`, ... with one counter per kind; `prefix` keeps nested scopes apart. */
export class CounterIdSource implements IdSource {
  readonly #counters = new Map<IdKind, number>();
  readonly #prefix: string;

  constructor(prefix = '') {
    this.#prefix = prefix;
  }

  next(kind: IdKind): string {
    const n = (this.#counters.get(kind) ?? 0) + 1;
    this.#counters.set(kind, n);
    return `${this.#prefix}${kind}_${n}`;
  }
}
