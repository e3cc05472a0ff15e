import {
  type Address,
  type Chain,
  encodeDeployData,
  getContractAddress,
  type Hash,
  type Hex,
  type PrivateKeyAccount,
  type PublicClient,
  parseGwei,
  type Transport,
  type WalletClient,
} from 'viem';
import type { ContractArtifact } from './artifacts.js';

/** Room for the largest step (the Uniswap router's creation, ~4.5 M gas); only used gas is paid. */
const GAS_LIMIT = 8_000_000n;
const PRIORITY_FEE = parseGwei('1');

export interface SeedSender {
  /** Sends a call and returns once anvil accepted it (mined soon after, in nonce order). */
  send(
    what: string,
    request: { readonly to: Address; readonly data: Hex; readonly value?: bigint },
  ): Promise<void>;
  /** Sends a creation and returns the address it deploys to (from the deployer's nonce). */
  deploy(what: string, artifact: ContractArtifact, args?: readonly unknown[]): Promise<Address>;
  /** Waits for the receipts of everything sent so far; throws naming a step that reverted; returns the last block. */
  confirmAll(): Promise<bigint>;
}

export interface SeedSenderInput {
  readonly wallet: WalletClient<Transport, Chain, PrivateKeyAccount>;
  readonly reader: PublicClient<Transport, Chain>;
}

/**
 * Sends the seed transactions back to back with local nonces, fixed gas and fees, so each costs one
 * `eth_sendRawTransaction` (no estimate, fee or nonce round-trips) and none waits for the previous
 * one to be mined: anvil mines them in nonce order. Receipts are checked in `confirmAll`.
 */
export async function createSeedSender({ wallet, reader }: SeedSenderInput): Promise<SeedSender> {
  const from = wallet.account.address;
  const [startNonce, block] = await Promise.all([
    reader.getTransactionCount({ address: from, blockTag: 'pending' }),
    reader.getBlock({ blockTag: 'latest' }),
  ]);
  const maxFeePerGas = (block.baseFeePerGas ?? parseGwei('1')) * 2n + PRIORITY_FEE;
  let nonce = startNonce;
  let lastBlock = 0n;
  let sent: { readonly what: string; readonly hash: Hash }[] = [];

  const submit = async (what: string, request: { to?: Address; data: Hex; value?: bigint }) => {
    const hash = await wallet.sendTransaction({
      ...request,
      nonce: nonce++,
      gas: GAS_LIMIT,
      maxFeePerGas,
      maxPriorityFeePerGas: PRIORITY_FEE,
    });
    sent.push({ what, hash });
  };

  return {
    send: (what, request) => submit(what, request),
    async deploy(what, artifact, args = []) {
      const address = getContractAddress({ from, nonce: BigInt(nonce) });
      await submit(`deploying ${what}`, { data: encodeDeployData({ ...artifact, args }) });
      return address;
    },
    async confirmAll() {
      const pending = sent;
      sent = [];
      const receipts = await Promise.all(
        pending.map(({ hash }) => reader.waitForTransactionReceipt({ hash, pollingInterval: 10 })),
      );
      receipts.forEach((receipt, index) => {
        if (receipt.status !== 'success') {
          throw new Error(
            `${pending[index]?.what ?? 'a step'} reverted (transaction ${receipt.transactionHash})`,
          );
        }
        if (receipt.blockNumber > lastBlock) lastBlock = receipt.blockNumber;
      });
      return lastBlock;
    },
  };
}
