// Plan, part 2: every call needs an id the history can answer exactly once. A missing id gets a
// deterministic generated one; a repeated id is made unique (and the change shows in the plan).
import type { IdSource } from '../clock/engine-clock';

export interface AssignedId {
  readonly id: string;
  readonly originalId: string | null;
  readonly change: 'none' | 'generated' | 'deduplicated';
}

export function assignCallIds(rawIds: readonly unknown[], ids: IdSource): AssignedId[] {
  // Reserve every id the model sent, so a generated or suffixed id never collides with a later original.
  const taken = new Set<string>();
  for (const raw of rawIds) if (isUsableId(raw)) taken.add(raw);
  const seen = new Set<string>();
  const assigned: AssignedId[] = [];
  for (const raw of rawIds) {
    if (!isUsableId(raw)) {
      let id = ids.next('call');
      while (taken.has(id)) id = ids.next('call');
      taken.add(id);
      assigned.push({ id, originalId: null, change: 'generated' });
    } else if (seen.has(raw)) {
      let n = 2;
      while (taken.has(`${raw}_${n}`)) n++;
      const id = `${raw}_${n}`;
      taken.add(id);
      assigned.push({ id, originalId: raw, change: 'deduplicated' });
    } else {
      seen.add(raw);
      assigned.push({ id: raw, originalId: raw, change: 'none' });
    }
  }
  return assigned;
}

function isUsableId(raw: unknown): raw is string {
  return typeof raw === 'string' && raw.length > 0;
}
