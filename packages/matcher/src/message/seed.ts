// Deterministic choices: the same seed always picks the same wordings, another seed others.

/** FNV-1a hash of a string, 32 bits. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, well-mixed generator of numbers in [0, 1). */
function generator(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A function that picks one item of a list, deterministically for a seed. */
export function chooser(seed: string): <T>(items: readonly T[]) => T {
  const next = generator(hash(seed));
  return <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('nothing to choose from');
    return items[Math.floor(next() * items.length)] as T;
  };
}
