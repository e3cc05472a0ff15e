import { ResultAsync } from 'neverthrow';
import { createWalletClient, encodeFunctionData, erc20Abi, type Hash, http } from 'viem';
import type { Hex } from '../../devnet/manifest.js';
import type { ChainClient } from '../chain/createChainClients.js';
import type { KnownToken } from '../chain/knownTokens.js';
import type { OnrampFailure } from './OnrampFailure.js';

export interface Delivery {
  readonly chain: ChainClient;
  readonly token: KnownToken;
  readonly to: Hex;
  /** In the token's smallest unit. */
  readonly amount: bigint;
}

/**
 * Pays a sandbox purchase from the devnet treasury: an ether transfer or an ERC-20 `transfer`, sent
 * with `eth_sendTransaction` from the treasury (anvil signs for its own unlocked accounts), and waits
 * until it is mined successfully.
 */
export const deliverPurchase = ({ chain, token, to, amount }: Delivery): ResultAsync<Hash, OnrampFailure> => {
  const wallet = createWalletClient({ transport: http(chain.chain.rpcUrl, { retryCount: 0 }) });
  const request =
    token.kind === 'native'
      ? { to, value: amount }
      : {
          to: token.address,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
        };
  const send = async (): Promise<Hash> => {
    const hash = await wallet.sendTransaction({ account: chain.chain.treasury, chain: null, ...request });
    const receipt = await chain.client.waitForTransactionReceipt({
      hash,
      pollingInterval: 50,
      timeout: 30_000,
    });
    if (receipt.status !== 'success') throw new Error(`delivery ${hash} reverted`);
    return hash;
  };
  return ResultAsync.fromPromise(send(), (cause) => ({
    kind: 'chainUnavailable',
    field: 'network',
    description: `The purchase could not be delivered on ${chain.chain.caipNetworkId}`,
    cause,
  }));
};
