// Plan, part 3 (seed, partition_tool_calls): adjacent concurrency-safe calls form one concurrent batch;
// every unsafe call is a serial batch of its own. `[Read, Read, Edit, Grep]` → `[Read, Read] [Edit] [Grep]`.

export interface BatchPlan {
  readonly index: number;
  readonly concurrent: boolean;
  /** Positions in the input, in order. */
  readonly members: number[];
}

export function partitionBatches(concurrencySafe: readonly boolean[]): BatchPlan[] {
  const batches: BatchPlan[] = [];
  for (let i = 0; i < concurrencySafe.length; i++) {
    const safe = concurrencySafe[i] === true;
    const last = batches[batches.length - 1];
    if (safe && last?.concurrent) last.members.push(i);
    else batches.push({ index: batches.length, concurrent: safe, members: [i] });
  }
  return batches;
}
