/**
 * A shared allowance with a cap per key (an account, an IP) and a cap for the whole process: what
 * bounds the bulk bytes in flight and the demo parses at once. A reservation that is alone under
 * its key and in the process always fits, so a cap below one request's size never locks it out.
 */
export interface Quota {
  /** A release function, or which cap refused the amount. */
  reserve(key: string, amount: number): (() => void) | 'key' | 'total';
  readonly inUse: number;
}

export function createQuota(caps: { total: number; perKey: number }): Quota {
  let total = 0;
  const byKey = new Map<string, number>();
  return {
    reserve(key, amount) {
      const held = byKey.get(key) ?? 0;
      if (held > 0 && held + amount > caps.perKey) return 'key';
      if (total > 0 && total + amount > caps.total) return 'total';
      total += amount;
      byKey.set(key, held + amount);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= amount;
        const left = (byKey.get(key) ?? 0) - amount;
        if (left > 0) byKey.set(key, left);
        else byKey.delete(key);
      };
    },
    get inUse() {
      return total;
    },
  };
}
