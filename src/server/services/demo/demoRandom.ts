/**
 * A small seeded generator (mulberry32): the demo year is the same on every start for a
 * given day, so screenshots and tests can rely on it, and it needs no dependency.
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

/** A normally distributed draw (Box–Muller): day-to-day noise around a value. */
export function gaussian(random: () => number, mean: number, spread: number): number {
  const u = Math.max(random(), Number.EPSILON);
  const v = random();
  return mean + spread * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
