// React state holds sets that are never changed in place: each change makes the next set.

/** A copy of `set` with `items` in it (`on`) or out of it. */
export function withItems<T>(set: ReadonlySet<T>, items: Iterable<T>, on: boolean): Set<T> {
  const next = new Set(set);
  for (const item of items) {
    if (on) next.add(item);
    else next.delete(item);
  }
  return next;
}

/** A copy of `set` with `item` out of it if it was in, in it if it was not. */
export const toggled = <T>(set: ReadonlySet<T>, item: T): Set<T> =>
  withItems(set, [item], !set.has(item));
