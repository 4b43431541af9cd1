// Virtual time (issue §7). Each call takes a simulated duration from the latency model, so a concurrent
// batch's timeline is the same on every machine: calls overlap in a pool, serial calls queue.
import type { ToolFacts } from '../protocol/tool';
import type { LatencyModel } from '../settings/engine-settings';

/** What the session's latency settings say for the tool, else what the tool declares, else the default. */
export function latencyFor(tool: Pick<ToolFacts, 'name' | 'latencyMs'>, latency: LatencyModel): number {
  // Own keys only: a tool named `constructor` must not read Object.prototype's.
  const ms = Object.hasOwn(latency.perToolMs, tool.name)
    ? latency.perToolMs[tool.name]
    : (tool.latencyMs ?? latency.defaultMs);
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? ms : 0;
}

export interface ScheduledSlot {
  readonly startMs: number;
  readonly endMs: number;
}

/**
 * The pool schedule of one batch: calls start in order while a slot is free; a new call starts when the
 * earliest running one ends (ties: the earlier call in the model's order). `run-batches` follows the same
 * rule while running; this pure form lets the UI re-plan a batch under another concurrency cap.
 */
export function scheduleBatch(
  durationsMs: readonly number[],
  poolSize: number,
  startMs = 0,
): ScheduledSlot[] {
  const size = Math.max(1, Math.floor(poolSize));
  const slots: ScheduledSlot[] = [];
  const running: { endMs: number; index: number }[] = [];
  let now = startMs;
  for (let i = 0; i < durationsMs.length; i++) {
    if (running.length >= size) {
      running.sort((a, b) => a.endMs - b.endMs || a.index - b.index);
      const first = running.shift()!;
      now = Math.max(now, first.endMs);
    }
    const endMs = now + Math.max(0, durationsMs[i] ?? 0);
    slots.push({ startMs: now, endMs });
    running.push({ endMs, index: i });
  }
  return slots;
}
