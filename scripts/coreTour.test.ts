import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreTour } from './coreTour.js';

describe('npm start core tour', () => {
  it('prints what the core did, and the throttle holds across runs', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'latch-tour-'));
    const first: string[] = [];
    await coreTour(dir, (line) => first.push(line));
    const text = first.join('\n');
    expect(text).toContain(
      '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266 → 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    );
    expect(text).toContain('0xF39fd6e51aad88F6F4ce6aB8827279cffFb92267 → Address is invalid');
    expect(text).toContain('1234567891234567891 wei → 1.234 ETH');
    expect(text).toContain('$1234.5678 → $1,234.56');
    expect(first.filter((line) => /^\s+\d{4}-\d{2}:/.test(line))).toEqual([
      '  2026-03: 2, 1',
      '  2025-12: 4',
    ]);
    expect(text).toContain('eth_chainId → 0x7a69 after 3 HTTP requests');
    expect(text).toContain('login → allowed');
    expect(text).toContain('again → Please try again after 30 seconds');
    expect(text).toContain('open → view Connect, connection disconnected');

    const second: string[] = [];
    await coreTour(dir, (line) => second.push(line));
    expect(second.join('\n')).toMatch(/login → Please try again after \d+ seconds/);
  });
});
