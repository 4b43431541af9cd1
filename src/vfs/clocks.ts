// Virtual clocks for tests and the CLI. The runtime injects its own (advanced by the tools' latency model).
import type { VirtualClock } from './workspace';

export interface ManualClock extends VirtualClock {
  advance(ms: number): void;
  set(ms: number): void;
}

export function manualClock(startMs = 0): ManualClock {
  let now = startMs;
  return {
    nowMs: () => now,
    advance: (ms) => {
      now += ms;
    },
    set: (ms) => {
      now = ms;
    },
  };
}

export function fixedClock(ms: number): VirtualClock {
  return { nowMs: () => ms };
}
