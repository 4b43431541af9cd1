// A small seeded generator (mulberry32) for `$RANDOM`: the same recorded seed gives the same numbers on
// every machine, which Math.random never could.
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit seed from a session seed and a call id (FNV-1a), so each call draws its own reproducible stream. */
export function deriveSeed(sessionSeed: number, callId: string): number {
  let hash = (0x811c9dc5 ^ sessionSeed) >>> 0;
  for (let i = 0; i < callId.length; i++) {
    hash ^= callId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
