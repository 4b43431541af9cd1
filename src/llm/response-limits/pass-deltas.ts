// A streaming provider hands each piece of an answer on only while the answer is within its limits: the first
// piece past one is not shown, and the provider stops reading there (it answers with the limit's error).
import type { CompleteOptions, ModelDelta } from '../model-types';
import type { ResponseLimitGuard } from './response-limit-guard';

/** Tells the deltas within the limits; false at the first past one (the caller stops reading there). */
export function passDeltas(
  deltas: readonly ModelDelta[],
  guard: ResponseLimitGuard,
  options: CompleteOptions,
): boolean {
  for (const delta of deltas) {
    if (!guard.delta(delta)) return false;
    options.onDelta?.(delta);
  }
  return true;
}

/** What a read says once a limit stopped it; the provider answers with the limit's own error instead. */
export const LIMIT_PASSED = { ok: false, problem: 'The response passed a response limit.' } as const;
