import { describe, expect, it } from 'vitest';
import { sampleFigures } from './measureRoute.js';

describe('sampleFigures', () => {
  it('gives the nearest-rank p50 and p99 of the samples, whatever their order, and the rate', () => {
    const samples = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(sampleFigures('x', samples, 4, 2)).toEqual({
      name: 'x',
      p50Ms: 50,
      p99Ms: 99,
      requestsPerSecond: 25,
      errors: 2,
    });
  });

  it('reads 0 for no samples and no time, never NaN', () => {
    expect(sampleFigures('none', [], 0, 1)).toEqual({
      name: 'none',
      p50Ms: 0,
      p99Ms: 0,
      requestsPerSecond: 0,
      errors: 1,
    });
  });
});
