import { err, ok, type Result } from 'neverthrow';
import { BaseError, createWalletClient, type Hex, http, isAddress, isHex, type LocalAccount } from 'viem';
import { viemChain } from '../../devnet/index.js';
import { invalidParams, type RpcFailure, transactionFailed, unauthorized } from './RpcFailure.js';

/** A chain the wallet can send on. */
export interface SendChain {
  readonly chainId: number;
  readonly rpcUrl: string;
}

const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;

type Quantity = bigint | undefined | 'invalid';
const quantity = (value: unknown): Quantity => {
  if (value === undefined) return undefined;
  return typeof value === 'string' && QUANTITY.test(value) ? BigInt(value) : 'invalid';
};

interface TransactionRequest {
  readonly to?: Hex;
  readonly data?: Hex;
  readonly value?: bigint;
  readonly gas?: bigint;
  readonly nonce?: number;
}

const FIELDS = ['value', 'gas', 'nonce'] as const;

/** The transaction object of eth_sendTransaction, checked field by field; `from` must be this wallet. */
const parseTransaction = (account: LocalAccount, raw: unknown): Result<TransactionRequest, RpcFailure> => {
  if (typeof raw !== 'object' || raw === null) return err(invalidParams('Expected a transaction object'));
  const tx = raw as Record<string, unknown>;
  if (typeof tx.from !== 'string' || tx.from.toLowerCase() !== account.address.toLowerCase()) {
    return err(unauthorized("The transaction's from is not this session's wallet"));
  }
  if (tx.to !== undefined && (typeof tx.to !== 'string' || !isAddress(tx.to, { strict: false }))) {
    return err(invalidParams('Invalid to address'));
  }
  if (tx.data !== undefined && (typeof tx.data !== 'string' || !isHex(tx.data))) {
    return err(invalidParams('Invalid data'));
  }
  const parsed: Record<string, bigint> = {};
  for (const field of FIELDS) {
    const value = quantity(tx[field]);
    if (value === 'invalid') return err(invalidParams(`Invalid ${field}`));
    if (value !== undefined) parsed[field] = value;
  }
  return ok({
    ...(tx.to !== undefined ? { to: tx.to as Hex } : {}),
    ...(tx.data !== undefined ? { data: tx.data as Hex } : {}),
    ...(parsed.value !== undefined ? { value: parsed.value } : {}),
    ...(parsed.gas !== undefined ? { gas: parsed.gas } : {}),
    ...(parsed.nonce !== undefined ? { nonce: Number(parsed.nonce) } : {}),
  });
};

/**
 * eth_sendTransaction [tx]: signed with the session's key and sent through the chain's node; viem fills in
 * nonce, gas and fees the request leaves out. Node refusals (insufficient funds, reverts) come back as
 * -32000 with the node's short message, which the client maps to SPEC §8's texts.
 */
export const sendWalletTransaction = async (
  account: LocalAccount,
  chain: SendChain,
  params: readonly unknown[],
  timeoutMs = 10_000,
): Promise<Result<Hex, RpcFailure>> => {
  const request = parseTransaction(account, params[0]);
  if (request.isErr()) return err(request.error);
  const client = createWalletClient({
    account,
    chain: viemChain({ chainId: chain.chainId, name: `Chain ${chain.chainId}`, rpcUrl: chain.rpcUrl }),
    transport: http(chain.rpcUrl, { timeout: timeoutMs, retryCount: 0 }),
  });
  try {
    return ok(await client.sendTransaction(request.value));
  } catch (cause) {
    return err(transactionFailed(cause instanceof BaseError ? cause.shortMessage : 'The transaction failed'));
  }
};
