/**
 * A small deterministic generator (mulberry32), for what must come out the same every time: the
 * demo data, the benchmarks' generated users and their bootstrap intervals. Never for secrets
 * (codes and passwords use the platform's cryptographic generator).
 */
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
