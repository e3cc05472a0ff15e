import { ok, ResultAsync } from 'neverthrow';
import { type Address, type Hex, verifyMessage as recoverAndCompare } from 'viem';
import type { ChainClients } from './createChainClients.js';

/** The node of a chain could not be asked (the signature may be good or bad). */
export interface ChainUnreachable {
  readonly caipNetworkId: string;
  readonly cause: unknown;
}

export interface EvmSignedMessage {
  readonly address: Address;
  /** The text as signed with personal_sign (EIP-191). */
  readonly message: string;
  readonly signature: Hex;
}

/**
 * Whether `address` signed `message` (EIP-191 personal_sign) — `ok(false)` for a bad signature. On a chain
 * this service reads, viem's `verifyMessage` on the chain's public client also accepts contract accounts:
 * ERC-1271 for deployed ones, ERC-6492 for counterfactual ones (deployless validator in an `eth_call`,
 * which is why callers pass clients with capped call gas); it recovers the EOA signer locally first
 * (`mode: 'eoa'`), so EOAs cost no RPC. On any other chain only EOA signatures can be checked. A node
 * that cannot be reached is `err`, not a bad signature (viem answers `false` for both, so a refused
 * signature is followed by a cheap `eth_chainId` to tell).
 */
export const verifyEvmMessage = (
  chains: ChainClients,
  caipNetworkId: string,
  signed: EvmSignedMessage,
): ResultAsync<boolean, ChainUnreachable> => {
  const chain = chains.get(caipNetworkId);
  if (chain === undefined) {
    return ResultAsync.fromSafePromise(recoverAndCompare({ ...signed }).catch(() => false));
  }
  const unreachable = (cause: unknown): ChainUnreachable => ({ caipNetworkId, cause });
  return ResultAsync.fromPromise(chain.client.verifyMessage({ ...signed, mode: 'eoa' }), unreachable).andThen(
    (valid) =>
      valid
        ? ok(true)
        : // viem reports a node it could not reach as an invalid signature: tell the two apart.
          ResultAsync.fromPromise(chain.client.getChainId(), unreachable).map(() => false),
  );
};
