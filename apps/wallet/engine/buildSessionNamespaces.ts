import type { ProposalTypes, SessionTypes } from '@walletconnect/types';
import { err, ok, type Result } from 'neverthrow';
import type { Address } from 'viem';
import { SUPPORTED_EVENTS, SUPPORTED_METHODS } from './executeRequest.js';
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
}

/**
 * The `eip155` namespace the wallet approves: the picked chains (default: the requested chains the wallet
 * has, or all of its chains when the dapp asked for none of them — the dapp then sees an unsupported
 * chain), the requested methods the wallet supports (all of them when the dapp named none), both events,
 * and every account on every chain. Fails when the dapp requires a namespace other than eip155.
 */
export function buildSessionNamespaces(
  proposal: ProposalTypes.Struct,
  choice: NamespaceChoice,
): Result<SessionTypes.Namespaces, WalletEngineError> {
  const foreign = Object.keys(proposal.requiredNamespaces)
    .map((key) => key.split(':')[0] ?? key)
    .filter((namespace) => namespace !== 'eip155');
  if (foreign.length > 0) {
    return err(
      new WalletEngineError(
        'NO_SUPPORTED_CHAIN',
        `The dapp requires ${foreign.join(', ')}, which this wallet does not have`,
      ),
    );
  }
  const pick = (map: ProposalTypes.RequiredNamespaces) =>
    Object.fromEntries(Object.entries(map).filter(([key]) => key.split(':')[0] === 'eip155'));
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
  return ok({
    eip155: {
      chains: [...chains],
      methods,
      events: [...SUPPORTED_EVENTS],
      accounts: chains.flatMap((chain) => choice.accounts.map((address) => `${chain}:${address}`)),
    },
  });
}
