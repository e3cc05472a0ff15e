import { encodeAbiParameters, encodeEventTopics, getAddress, parseAbi, parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import type { ReceiptLog, SwapToken } from '../../../ports/index.js';
import { receivedFromReceipt } from './receivedFromReceipt.js';

const abi = parseAbi([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'event Withdrawal(address indexed src, uint256 wad)',
]);
const USER = getAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266');
const ROUTER = getAddress('0xcf7ed3acca5a467e9e704c703e8d87f634fb0fc9');
const PAIR = getAddress('0x1111111111111111111111111111111111111111');
const USDC_ADDRESS = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3');
const WETH_ADDRESS = getAddress('0xe7f1725e7734ce288f8367e1bb143e90bb3f0512');
const token = (symbol: string, address: string, decimals: number): SwapToken => ({
  name: symbol,
  symbol,
  address: `eip155:31337:${address}`,
  decimals,
  logoUri: '',
});
const USDC = token('USDC', USDC_ADDRESS, 6);
const ETH = token('ETH', '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE', 18);

const transfer = (
  address: `0x${string}`,
  from: `0x${string}`,
  to: `0x${string}`,
  value: bigint,
): ReceiptLog => ({
  address,
  topics: encodeEventTopics({ abi, eventName: 'Transfer', args: { from, to } }) as `0x${string}`[],
  data: encodeAbiParameters([{ type: 'uint256' }], [value]),
});
const withdrawal = (src: `0x${string}`, wad: bigint): ReceiptLog => ({
  address: WETH_ADDRESS,
  topics: encodeEventTopics({ abi, eventName: 'Withdrawal', args: { src } }) as `0x${string}`[],
  data: encodeAbiParameters([{ type: 'uint256' }], [wad]),
});

describe('receivedFromReceipt', () => {
  it('a token bought: its Transfer logs to the account, not what went elsewhere or other tokens', () => {
    const logs = [
      transfer(WETH_ADDRESS, USER, PAIR, parseUnits('1', 18)),
      transfer(USDC_ADDRESS, PAIR, USER, parseUnits('2995.123456', 6)),
      transfer(USDC_ADDRESS, PAIR, ROUTER, 5n),
      { address: USDC_ADDRESS, topics: ['0x01'], data: '0x' } as ReceiptLog,
    ];
    expect(receivedFromReceipt({ logs, to: USDC, account: USER, router: ROUTER })).toBe('2995.123456');
  });

  it('ether bought: the wrapped ether the router withdrew to pass on', () => {
    const logs = [
      transfer(USDC_ADDRESS, USER, PAIR, parseUnits('100', 6)),
      transfer(WETH_ADDRESS, PAIR, ROUTER, parseUnits('0.0331', 18)),
      withdrawal(ROUTER, parseUnits('0.0331', 18)),
      withdrawal(PAIR, 7n),
    ];
    expect(receivedFromReceipt({ logs, to: ETH, account: USER, router: ROUTER })).toBe('0.0331');
  });

  it('nothing to read: undefined (the view falls back to the quote)', () => {
    expect(receivedFromReceipt({ logs: undefined, to: USDC, account: USER, router: ROUTER })).toBeUndefined();
    expect(receivedFromReceipt({ logs: [], to: ETH, account: USER, router: ROUTER })).toBeUndefined();
  });
});
