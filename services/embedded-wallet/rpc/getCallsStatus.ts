import { err, ok, type Result } from 'neverthrow';
import { toHex } from 'viem';
import { decodeCallsId } from './callsId.js';
import { invalidParams, type RpcFailure } from './RpcFailure.js';
import { readThroughNode } from './readThroughNode.js';
import type { SendChain } from './sendWalletTransaction.js';

interface NodeReceipt {
  readonly status: string;
  readonly logs: unknown[];
  readonly blockHash: string;
  readonly blockNumber: string;
  readonly gasUsed: string;
  readonly transactionHash: string;
}

/**
 * wallet_getCallsStatus [id] (EIP-5792): 100 while a transaction of the batch has no receipt, then 200 all
 * succeeded, 500 all reverted, 600 some reverted; with the receipts once all are mined.
 */
export const getCallsStatus = async (
  chainOf: (chainId: number) => SendChain | undefined,
  params: readonly unknown[],
): Promise<Result<unknown, RpcFailure>> => {
  const decoded = decodeCallsId(params[0]);
  if (decoded === undefined) return err(invalidParams('Unknown calls id'));
  const chain = chainOf(decoded.chainId);
  if (chain === undefined) return err(invalidParams('The calls are for a chain this wallet does not use'));
  const receipts: NodeReceipt[] = [];
  for (const hash of decoded.hashes) {
    const receipt = await readThroughNode(chain, 'eth_getTransactionReceipt', [hash]);
    if (receipt.isErr()) return err(receipt.error);
    if (receipt.value === null) {
      return ok({
        version: '2.0.0',
        id: params[0],
        chainId: toHex(chain.chainId),
        status: 100,
        atomic: false,
      });
    }
    receipts.push(receipt.value as NodeReceipt);
  }
  const succeeded = receipts.filter((receipt) => receipt.status === '0x1').length;
  const status = succeeded === receipts.length ? 200 : succeeded === 0 ? 500 : 600;
  return ok({
    version: '2.0.0',
    id: params[0],
    chainId: toHex(chain.chainId),
    status,
    atomic: false,
    receipts: receipts.map(
      ({ status: receiptStatus, logs, blockHash, blockNumber, gasUsed, transactionHash }) => ({
        status: receiptStatus,
        logs,
        blockHash,
        blockNumber,
        gasUsed,
        transactionHash,
      }),
    ),
  });
};
