import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { Network } from '../../../ports/index.js';

/**
 * Wallet Standard names Solana's public clusters `solana:mainnet`, `solana:devnet`, `solana:testnet`; CAIP-2
 * names them by genesis hash. A network matches a wallet chain under either name.
 */
const STANDARD_ALIASES: Readonly<Record<string, string>> = {
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'solana:devnet',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
};

const namesOf = (network: Network): readonly string[] => {
  const alias = STANDARD_ALIASES[network.caipNetworkId];
  return alias === undefined ? [network.caipNetworkId] : [network.caipNetworkId, alias];
};

const isSolanaChain = (chain: string): boolean => chain.startsWith('solana:');

/** The wallet's name for the network's chain: the CAIP-2 id or its Wallet Standard alias (the CAIP-2 id if neither). */
export const walletChainOf = (wallet: Pick<Wallet, 'chains'>, network: Network): `${string}:${string}` => {
  const names = namesOf(network);
  const chain = names.find((name) => wallet.chains.includes(name as `${string}:${string}`));
  return (chain ?? network.caipNetworkId) as `${string}:${string}`;
};

/**
 * The accounts to connect on `network`: those the wallet offers on that chain, else (a wallet that names its
 * chains otherwise, e.g. a local cluster) those on any Solana chain. Active first, as the wallet lists them.
 */
export const accountsOn = (
  accounts: readonly WalletAccount[],
  network: Network,
): readonly WalletAccount[] => {
  const names = namesOf(network);
  const onChain = accounts.filter((account) => account.chains.some((chain) => names.includes(chain)));
  if (onChain.length > 0) return onChain;
  return accounts.filter((account) => account.chains.some(isSolanaChain));
};
