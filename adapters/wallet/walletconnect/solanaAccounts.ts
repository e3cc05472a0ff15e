import type { SessionTypes } from '@walletconnect/types';
import type { Network } from '../../../ports/index.js';

/**
 * The base58 addresses a session approved on `network`'s cluster (CAIP-10 `solana:<cluster>:<address>` in a
 * namespace keyed `solana` or `solana:<cluster>`), each once, in the wallet's order (the active one first).
 */
export function solanaAccountsOf(session: SessionTypes.Struct, network: Network): readonly string[] {
  const prefix = `${network.caipNetworkId}:`;
  const addresses = Object.entries(session.namespaces)
    .filter(([key]) => key.split(':')[0] === 'solana')
    .flatMap(([, namespace]) => namespace.accounts)
    .filter((account) => account.startsWith(prefix))
    .map((account) => account.slice(prefix.length))
    .filter((address) => address.length > 0 && !address.includes(':'));
  return [...new Set(addresses)];
}

/** The first configured Solana network the session has accounts on, with them; undefined when none. */
export function solanaSideOf(
  session: SessionTypes.Struct,
  networks: readonly Network[],
): { readonly network: Network; readonly accounts: readonly string[] } | undefined {
  for (const network of networks) {
    if (network.chainNamespace !== 'solana') continue;
    const accounts = solanaAccountsOf(session, network);
    if (accounts.length > 0) return { network, accounts };
  }
  return undefined;
}
