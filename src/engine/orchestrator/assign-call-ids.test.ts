import { describe, expect, it } from 'vitest';
import { CounterIdSource } from '../clock/engine-clock';
import { assignCallIds } from './assign-call-ids';

describe('assignCallIds', () => {
  it('keeps unique ids, generates missing ones deterministically and suffixes duplicates', () => {
    const assigned = assignCallIds(['a', undefined, 'a', '', 42, 'b'], new CounterIdSource());
    expect(assigned).toEqual([
      { id: 'a', originalId: 'a', change: 'none' },
      { id: 'call_1', originalId: null, change: 'generated' },
      { id: 'a_2', originalId: 'a', change: 'deduplicated' },
      { id: 'call_2', originalId: null, change: 'generated' },
      { id: 'call_3', originalId: null, change: 'generated' },
      { id: 'b', originalId: 'b', change: 'none' },
    ]);
  });

  it('never collides with an id the model sent later in the list', () => {
    const assigned = assignCallIds([undefined, 'call_1', 'x', 'x', 'x_2'], new CounterIdSource());
    const ids = assigned.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(['call_2', 'call_1', 'x', 'x_3', 'x_2']);
  });
});
