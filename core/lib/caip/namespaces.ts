import type { ChainNamespace } from '../../../ports/index.js';

/** The chain namespaces the product knows (SPEC §3 Network.chainNamespace), in display order. */
export const CHAIN_NAMESPACES = [
  'eip155',
  'solana',
  'polkadot',
  'bip122',
  'cosmos',
] as const satisfies readonly ChainNamespace[];

/** True when `value` is one of {@link CHAIN_NAMESPACES}. */
export const isChainNamespace = (value: unknown): value is ChainNamespace =>
  typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value);
