/** mulberry32: a tiny seeded generator, so a failing kill schedule can be replayed exactly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** `CRASH_SEED` replays a run; otherwise a fresh seed, printed in the report so it can be replayed. */
export function crashSeed(env: NodeJS.ProcessEnv = process.env): number {
  const fixed = env.CRASH_SEED;
  if (fixed === undefined || fixed === '') return Math.floor(Math.random() * 2 ** 31);
  const seed = Number(fixed);
  if (!Number.isInteger(seed)) throw new Error(`CRASH_SEED must be an integer, got "${fixed}"`);
  return seed;
}

export function between(random: () => number, min: number, max: number): number {
  return Math.floor(min + random() * (max - min));
}
