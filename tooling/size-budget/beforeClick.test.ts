import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BENCH_SETTLE, hasSettled, sumScripts } from './beforeClick.js';

describe('hasSettled', () => {
  const at = (now: number, lastActivity: number, pending = 0) =>
    hasSettled(BENCH_SETTLE, { now, readyAt: 0, lastActivity, pending });

  it('waits for 500 ms without a request, none pending, and 1.5 s after the button was ready', () => {
    expect(at(1500, 1000)).toBe(true);
    expect(at(1499, 900)).toBe(false);
    expect(at(1600, 1200)).toBe(false);
    expect(at(2000, 1000, 1)).toBe(false);
  });

  it('gives up waiting 8 s after the button was ready', () => {
    expect(at(7999, 7990, 3)).toBe(false);
    expect(at(8000, 7990, 3)).toBe(true);
  });
});

describe('sumScripts', () => {
  it('adds up gzip -9 per file, largest first', () => {
    const big = Buffer.from('const a = 1;\n'.repeat(400) + Math.random().toString(36).repeat(50));
    const small = Buffer.from('export {};');
    const measured = sumScripts(
      new Map([
        ['/assets/small.js', small],
        ['/assets/big.js', big],
      ]),
    );
    expect(measured.scripts.map((script) => script.path)).toEqual(['/assets/big.js', '/assets/small.js']);
    const expected = gzipSync(big, { level: 9 }).length + gzipSync(small, { level: 9 }).length;
    expect(measured.gzipBytes).toBe(expected);
    expect(measured.scripts[1]).toEqual({
      path: '/assets/small.js',
      bytes: small.length,
      gzipBytes: gzipSync(small, { level: 9 }).length,
    });
  });
});
