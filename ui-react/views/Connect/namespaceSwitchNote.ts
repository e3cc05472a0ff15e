import type { ChainNamespace, Network } from '../../../ports/index.js';

/** The kind of wallet a namespace needs, as a sentence names it. */
const WALLET_KIND: Readonly<Record<ChainNamespace, string>> = {
  eip155: 'an EVM',
  solana: 'a Solana',
  bip122: 'a Bitcoin',
  polkadot: 'a Polkadot',
  cosmos: 'a Cosmos',
};

export interface NamespaceSwitch {
  /** The network picked that waits for a wallet of its namespace (account.pendingNetwork). */
  readonly pending: Network | undefined;
  /** The namespace Connect was opened for (modal.namespace). */
  readonly namespace: ChainNamespace | undefined;
  /** The network of the wallet already connected, if one is (it stays connected). */
  readonly connectedOn: Network | undefined;
}

/**
 * Why Connect opened while switching towards a network of another namespace (issue 30 §2: the switch explains
 * itself): the network that waits, the wallet it needs, and that the connected wallet stays. Nothing when
 * Connect was opened for any other reason.
 */
export function namespaceSwitchNote({
  pending,
  namespace,
  connectedOn,
}: NamespaceSwitch): string | undefined {
  if (pending === undefined || pending.chainNamespace !== namespace) return undefined;
  const needs = `To switch to ${pending.name}, connect ${WALLET_KIND[pending.chainNamespace]} wallet.`;
  return connectedOn === undefined || connectedOn.chainNamespace === namespace
    ? needs
    : `${needs} Your wallet on ${connectedOn.name} stays connected.`;
}
