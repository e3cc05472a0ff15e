import type { CreateConnectorFn } from '@wagmi/core';
import type { Transport } from 'viem';
import type { Latch } from '../../core/kernel/latch/index.js';
import { latchWagmiChains, latchWagmiTransports, type WagmiChains } from './chains.js';
import { type LatchConnectorOptions, latchConnector } from './latchConnector.js';

/** What `latchWagmiConfig` gives: wagmi's `createConfig` parameters (spread in your own beside them). */
export interface LatchWagmiConfig {
  readonly chains: WagmiChains;
  readonly connectors: CreateConnectorFn[];
  readonly transports: Record<WagmiChains[number]['id'], Transport>;
}

/**
 * wagmi's config parameters from a Latch, so the host lists its chains once (to `createLatch`): the chains of
 * Latch's eip155 networks, the Latch connector, an `http` transport per chain. Pass it to wagmi's own
 * `createConfig` (wagmi 2.x or 3.x): `createConfig({ ...latchWagmiConfig(latch), ssr: true })`.
 */
export function latchWagmiConfig(latch: Latch, options: LatchConnectorOptions = {}): LatchWagmiConfig {
  const chains = latchWagmiChains(latch.account.networks);
  return { chains, connectors: [latchConnector(latch, options)], transports: latchWagmiTransports(chains) };
}
