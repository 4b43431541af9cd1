// Work on many items with a few in flight at once: reading files and hashing them wait on the browser (its
// file reads, its crypto threads), not on this thread, so one at a time left both idle most of the while.

/**
 * Runs `work(index)` for every index below `count`, at most `limit` at a time. The first rejection stops
 * the starting of further work and rejects the whole, once the work already started has settled.
 */
export async function eachInFlight(
  count: number,
  limit: number,
  work: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < count) {
      const index = next++;
      try {
        await work(index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const lanes = await Promise.allSettled(Array.from({ length: Math.min(limit, count) }, lane));
  const rejected = lanes.find((lane) => lane.status === 'rejected');
  if (rejected) throw rejected.reason;
}
