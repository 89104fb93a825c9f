import { createQuota } from './quota';

describe('quota', () => {
  test('a key past its cap is refused, others still fit, releasing frees the room', () => {
    const quota = createQuota({ total: 300, perKey: 100 });
    const first = quota.reserve('amy', 95);
    expect(typeof first).toBe('function');
    expect(quota.reserve('amy', 95)).toBe('key');
    const rory = quota.reserve('rory', 95);
    const clara = quota.reserve('clara', 95);
    expect(quota.reserve('donna', 95)).toBe('total');
    (first as () => void)();
    (first as () => void)();
    expect(quota.inUse).toBe(190);
    expect(typeof quota.reserve('amy', 95)).toBe('function');
    expect(typeof rory).toBe('function');
    expect(typeof clara).toBe('function');
  });

  test('one request larger than a cap still passes when it is alone', () => {
    const quota = createQuota({ total: 10, perKey: 5 });
    expect(typeof quota.reserve('amy', 50)).toBe('function');
    expect(quota.reserve('rory', 1)).toBe('total');
  });
});
