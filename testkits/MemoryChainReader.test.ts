import { describe, expect, it } from 'vitest';
import type { Network } from '../ports/index.js';
import { MemoryChainReader } from './MemoryChainReader.js';
import { httpFailure } from './MemoryDataService.js';

const network = (caipNetworkId: `${string}:${string}`): Network => ({
  id: caipNetworkId.split(':')[1] ?? '',
  name: caipNetworkId,
  chainNamespace: 'eip155',
  caipNetworkId,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [] } },
});
const MAINNET = network('eip155:1');
const OPTIMISM = network('eip155:10');

describe('MemoryChainReader', () => {
  it('answers balances per address, per network first, 0 when unknown', async () => {
    const reader = new MemoryChainReader().setBalance('0xAA', 5n).setBalance('0xaa', 7n, 'eip155:10');
    expect(await reader.getNativeBalance({ address: '0xaa', network: MAINNET })).toBe(5n);
    expect(await reader.getNativeBalance({ address: '0xAa', network: OPTIMISM })).toBe(7n);
    expect(await reader.getNativeBalance({ address: '0xbb', network: MAINNET })).toBe(0n);
    expect(reader.calls.map((c) => c.method)).toEqual([
      'getNativeBalance',
      'getNativeBalance',
      'getNativeBalance',
    ]);
  });

  it('keeps address case for non-EVM namespaces', async () => {
    const reader = new MemoryChainReader('solana').setBalance('AbC', 9n);
    expect(await reader.getNativeBalance({ address: 'AbC', network: MAINNET })).toBe(9n);
    expect(await reader.getNativeBalance({ address: 'abc', network: MAINNET })).toBe(0n);
  });

  it('waits for a receipt until one is recorded', async () => {
    const reader = new MemoryChainReader();
    const receipt = { hash: '0x1', status: 'success' as const, blockNumber: 10n };
    const waiting = reader.waitForTransaction({ hash: '0x1', network: MAINNET });
    await Promise.resolve();
    expect(reader.pendingWaits).toBe(1);
    reader.setReceipt(receipt);
    expect(await waiting).toEqual(receipt);
    expect(reader.pendingWaits).toBe(0);
    expect(await reader.waitForTransaction({ hash: '0x1', network: MAINNET })).toEqual(receipt);
  });

  it('offers fee estimates only when configured, and injects failures', async () => {
    expect(new MemoryChainReader().estimateEvmFee).toBeUndefined();
    const reader = new MemoryChainReader('eip155', { feeEstimate: { gas: 21000n, pricePerGas: 3n } });
    const request = { from: '0x1', to: '0x2' } as const;
    expect(await reader.estimateEvmFee?.({ request, network: MAINNET })).toEqual({
      gas: 21000n,
      pricePerGas: 3n,
    });
    reader.fail('getNativeBalance', httpFailure(502), 1);
    await expect(reader.getNativeBalance({ address: '0x1', network: MAINNET })).rejects.toMatchObject({
      status: 502,
    });
    expect(await reader.getNativeBalance({ address: '0x1', network: MAINNET })).toBe(0n);
    reader.fail('waitForTransaction', new Error('down'));
    await expect(reader.waitForTransaction({ hash: '0x2', network: MAINNET })).rejects.toThrow('down');
    reader.clearFailures();
    reader.setReceipt({ hash: '0x2', status: 'reverted', blockNumber: 1n });
    expect((await reader.waitForTransaction({ hash: '0x2', network: MAINNET })).status).toBe('reverted');
  });
});
