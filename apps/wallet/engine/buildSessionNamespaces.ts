import type { ProposalTypes, SessionTypes } from '@walletconnect/types';
import { err, ok, type Result } from 'neverthrow';
import type { Address } from 'viem';
import { SUPPORTED_EVENTS, SUPPORTED_METHODS } from './executeRequest.js';
import { SOLANA_METHODS } from './executeSolanaRequest.js';
import { WalletEngineError } from './WalletEngineError.js';
import type { Caip2ChainId } from './walletChains.js';
import { namespaceChains } from './walletViews.js';

export interface NamespaceChoice {
  /** The accounts to share. */
  readonly accounts: readonly Address[];
  /** Chains the user picked (must be chains the wallet has); by default the requested ones it has. */
  readonly chains?: readonly Caip2ChainId[] | undefined;
  /** Every chain the wallet has. */
  readonly walletChains: readonly Caip2ChainId[];
  /** The wallet's Solana side, when it has one: its cluster (CAIP-2) and the base58 address it shares there. */
  readonly solana?: { readonly caipNetworkId: `solana:${string}`; readonly address: string } | undefined;
}

type Namespaces = ProposalTypes.RequiredNamespaces;

const inNamespace = (namespace: string) => (map: Namespaces) =>
  Object.fromEntries(Object.entries(map).filter(([key]) => key.split(':')[0] === namespace));

/**
 * The `solana` namespace the wallet approves when the dapp asks for its cluster (required or optional): that
 * chain, the requested Solana methods it supports (all of them when none is named), no events, its one account.
 * Undefined when the dapp asked for no Solana chain of the wallet's; NO_SUPPORTED_CHAIN when it required one.
 */
function solanaNamespace(
  proposal: ProposalTypes.Struct,
  solana: NamespaceChoice['solana'],
): Result<SessionTypes.Namespaces, WalletEngineError> {
  const pick = inNamespace('solana');
  const required = namespaceChains(pick(proposal.requiredNamespaces));
  const requested = [pick(proposal.requiredNamespaces), pick(proposal.optionalNamespaces)];
  const asked = requested.flatMap(namespaceChains);
  if (solana === undefined || !asked.includes(solana.caipNetworkId)) {
    if (required.length === 0) return ok({});
    const message = `The dapp requires ${required.join(', ')}, which this wallet does not have`;
    return err(new WalletEngineError('NO_SUPPORTED_CHAIN', message));
  }
  const methodsAsked = requested.flatMap((map) => Object.values(map).flatMap((entry) => entry.methods));
  const methods =
    methodsAsked.length === 0
      ? [...SOLANA_METHODS]
      : SOLANA_METHODS.filter((method) => methodsAsked.includes(method));
  return ok({
    solana: {
      chains: [solana.caipNetworkId],
      methods,
      events: [],
      accounts: [`${solana.caipNetworkId}:${solana.address}`],
    },
  });
}

/**
 * The `eip155` namespace the wallet approves: the picked chains (default: the requested chains the wallet
 * has, or all of its chains when the dapp asked for none of them — the dapp then sees an unsupported
 * chain), the requested methods the wallet supports (all of them when the dapp named none), both events,
 * and every account on every chain; with a Solana side, the `solana` namespace too when the dapp asks for its
 * cluster (see solanaNamespace). Fails when the dapp requires a namespace the wallet does not have.
 */
export function buildSessionNamespaces(
  proposal: ProposalTypes.Struct,
  choice: NamespaceChoice,
): Result<SessionTypes.Namespaces, WalletEngineError> {
  const foreign = Object.keys(proposal.requiredNamespaces)
    .map((key) => key.split(':')[0] ?? key)
    .filter(
      (namespace) => namespace !== 'eip155' && !(namespace === 'solana' && choice.solana !== undefined),
    );
  if (foreign.length > 0) {
    return err(
      new WalletEngineError(
        'NO_SUPPORTED_CHAIN',
        `The dapp requires ${foreign.join(', ')}, which this wallet does not have`,
      ),
    );
  }
  const pick = inNamespace('eip155');
  const requested = [pick(proposal.requiredNamespaces), pick(proposal.optionalNamespaces)];
  const requestedChains = requested.flatMap(namespaceChains);
  const known = choice.walletChains.filter((chain) => requestedChains.includes(chain));
  const chains = choice.chains ?? (known.length > 0 ? known : choice.walletChains);
  const unknown = chains.filter((chain) => !choice.walletChains.includes(chain));
  if (unknown.length > 0) {
    return err(new WalletEngineError('UNKNOWN_CHAIN', `The wallet has no RPC for ${unknown.join(', ')}`));
  }
  if (chains.length === 0 || choice.accounts.length === 0) {
    return err(new WalletEngineError('NO_SUPPORTED_CHAIN', 'Pick at least one chain and one account'));
  }
  const requestedMethods = requested.flatMap((map) =>
    Object.values(map).flatMap((namespace) => namespace.methods),
  );
  const methods =
    requestedMethods.length === 0
      ? [...SUPPORTED_METHODS]
      : SUPPORTED_METHODS.filter((method) => requestedMethods.includes(method));
  return solanaNamespace(proposal, choice.solana).map((solana) => ({
    eip155: {
      chains: [...chains],
      methods,
      events: [...SUPPORTED_EVENTS],
      accounts: chains.flatMap((chain) => choice.accounts.map((address) => `${chain}:${address}`)),
    },
    ...solana,
  }));
}
