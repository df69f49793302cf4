import { describe, expect, it } from 'vitest';
import { newId } from '../src/index.js';

describe('newId', () => {
  it('is the prefix, ten base-36 time characters and fourteen base62 ones, sortable by time', () => {
    const id = newId('sj', Date.UTC(2026, 10, 26));
    expect(id).toMatch(/^sj_[0-9a-z]{10}[0-9A-Za-z]{14}$/);
    expect(newId('sj', 1) < newId('sj', 2)).toBe(true);
  });

  it('stays unique and uses the whole alphabet across many refills of the random pool', () => {
    const ids = Array.from({ length: 20_000 }, () => newId('x', 0));
    expect(new Set(ids).size).toBe(ids.length);
    const counts = new Map<string, number>();
    for (const id of ids) for (const c of id.slice(12)) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(62);
    // 280,000 characters over 62 symbols: ~4,516 each; a biased draw (e.g. modulo without rejection) skews this.
    for (const n of counts.values()) expect(Math.abs(n - 280_000 / 62)).toBeLessThan(400);
  });
});
