import { err, ok, type Result } from 'neverthrow';
import { toHex } from 'viem';
import { isSafeRpcMethod } from '../../../core/lib/walletRpc/rpcMethods.js';
import { getCallsStatus } from './getCallsStatus.js';
import { invalidParams, type RpcFailure } from './RpcFailure.js';
import { readThroughNode } from './readThroughNode.js';
import type { SendChain } from './sendWalletTransaction.js';

/** The chains the service knows, and the node of each it can reach. */
export interface ReadChains {
  readonly chainIds: readonly number[];
  readonly rpcUrls: Readonly<Record<number, string>>;
}

const chainOf =
  (chains: ReadChains) =>
  (chainId: number): SendChain | undefined => {
    const rpcUrl = chains.rpcUrls[chainId];
    return chains.chainIds.includes(chainId) && rpcUrl !== undefined ? { chainId, rpcUrl } : undefined;
  };

/**
 * The requests answered without the wallet's key: wallet_getCapabilities (an EOA: nothing atomic, on every
 * chain), wallet_getCallsStatus (receipts), and SPEC §5's other safe reads through the chain's node.
 * Undefined for every other method (eth_accounts included: it is answered with the session's address).
 */
export const answerWithoutKey = async (
  chains: ReadChains,
  chainId: number,
  method: string,
  params: readonly unknown[],
): Promise<Result<unknown, RpcFailure> | undefined> => {
  if (method === 'wallet_getCapabilities') {
    return ok(
      Object.fromEntries(chains.chainIds.map((id) => [toHex(id), { atomic: { status: 'unsupported' } }])),
    );
  }
  if (method === 'wallet_getCallsStatus') return getCallsStatus(chainOf(chains), params);
  if (!isSafeRpcMethod(method) || method === 'eth_accounts') return undefined;
  const chain = chainOf(chains)(chainId);
  if (chain === undefined) return err(invalidParams('The wallet cannot read this chain'));
  return readThroughNode(chain, method, params);
};
