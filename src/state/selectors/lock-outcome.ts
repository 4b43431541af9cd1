// What the optimistic lock came to for one call. The lock gate only injects what the last Read saw (or
// notes that nothing was read); the tool compares and decides. So the Gates tab's lock row reads both:
//   conflict — the tool refused with CONFLICT (changed since the Read, or an existing file never read),
//              whatever the gate injected;
//   new-file — nothing was read and nothing was needed: the call created the file;
//   not-read — nothing was cached, and the call has not ended yet or failed for another reason;
//   passed   — the gate's verdict (INJECTED, MODEL, SKIP) stood.
import type { GateCheckEvent, ToolEndEvent } from '../../engine';

type LockCheck = Extract<GateCheckEvent, { gate: 'lock' }>;

export type LockOutcome =
  | { readonly kind: 'passed' }
  | { readonly kind: 'new-file' }
  | { readonly kind: 'not-read' }
  | {
      readonly kind: 'conflict';
      readonly reason: 'modified_since_read' | 'not_read' | null;
      readonly message: string;
    };

export function lockOutcome(check: LockCheck, end: ToolEndEvent | null): LockOutcome {
  if (check.verdict === 'SKIP') return { kind: 'passed' };
  if (end !== null && end.endedAt === 'run' && end.errorCode === 'CONFLICT') {
    const reason = end.result.data['reason'];
    return {
      kind: 'conflict',
      reason: reason === 'modified_since_read' || reason === 'not_read' ? reason : null,
      message: end.result.errorMessage ?? end.result.text,
    };
  }
  if (check.verdict !== 'MISSING') return { kind: 'passed' };
  return end !== null && end.status !== 'error' && end.result.data['created'] === true
    ? { kind: 'new-file' }
    : { kind: 'not-read' };
}
