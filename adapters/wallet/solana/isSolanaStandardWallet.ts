import type { Wallet } from '@wallet-standard/base';

/**
 * A Wallet Standard wallet the modal can list for Solana: it connects (`standard:connect`) and serves a `solana:*`
 * chain. A file of its own, in the discovery's chunk: the connector's chunk (solanaChains.ts) is fetched only once
 * such a wallet is registered.
 */
export const isSolanaStandardWallet = (wallet: Pick<Wallet, 'chains' | 'features'>): boolean =>
  'standard:connect' in wallet.features && wallet.chains.some((chain) => chain.startsWith('solana:'));
