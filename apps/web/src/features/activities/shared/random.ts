/** A random source in [0, 1): engines take one so tests can replay a game exactly. */
export type Random = () => number;

/** mulberry32: tiny, fast and good enough for games; the same seed gives the same sequence. */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [0, n). */
export function randomInt(random: Random, n: number): number {
  return Math.floor(random() * n);
}

export function randomSeed(): number {
  return Math.floor(Math.random() * 2 ** 32);
}
