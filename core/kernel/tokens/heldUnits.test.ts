import { describe, expect, it } from 'vitest';
import type { TokenBalance } from '../../../ports/index.js';
import { heldUnits } from './heldUnits.js';

const DAI = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const ETH = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
const row = (address: string, numeric: string, decimals = '18'): TokenBalance => ({
  name: 'T',
  symbol: 'T',
  chainId: 'eip155:31337',
  address: `eip155:31337:${address}`,
  price: 1,
  quantity: { decimals, numeric },
  iconUrl: '',
});

describe('heldUnits', () => {
  it("reads a held token's quantity in smallest units, its address in any case", () => {
    const held = [row(DAI, '1.5')];
    const token = { address: `eip155:31337:${DAI.toUpperCase().replace('0X', '0x')}` };
    expect(heldUnits({ held, token, listReady: true })).toBe(15n * 10n ** 17n);
  });

  it('is zero for a token missing from a loaded list, unknown before it loads', () => {
    const token = { address: `eip155:31337:${DAI}` };
    expect(heldUnits({ held: [], token, listReady: true })).toBe(0n);
    expect(heldUnits({ held: [], token, listReady: false })).toBeUndefined();
  });

  it('never guesses the native balance or an unreadable row', () => {
    expect(
      heldUnits({ held: [], token: { address: `eip155:31337:${ETH}` }, listReady: true }),
    ).toBeUndefined();
    const bad = [row(DAI, 'lots')];
    expect(
      heldUnits({ held: bad, token: { address: `eip155:31337:${DAI}` }, listReady: true }),
    ).toBeUndefined();
  });
});
