import { err, ok, type Result } from 'neverthrow';
import { type Hex, type LocalAccount, toHex } from 'viem';
import { encodeCallsId, MAX_CALLS } from './callsId.js';
import { invalidParams, type RpcFailure, transactionFailed } from './RpcFailure.js';
import { type SendChain, sendWalletTransaction } from './sendWalletTransaction.js';

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/**
 * wallet_sendCalls [{chainId, from, calls, atomicRequired?}] for an EOA (EIP-5792): the calls go out one
 * after another as ordinary transactions (not atomic: `atomicRequired: true` is refused). Answers `{id}`,
 * which wallet_getCallsStatus reads back. A call that fails stops the batch; the ones before it were sent.
 */
export const sendWalletCalls = async (
  account: LocalAccount,
  chain: SendChain,
  params: readonly unknown[],
): Promise<Result<{ id: Hex }, RpcFailure>> => {
  const request = record(params[0]);
  if (request === undefined) return err(invalidParams('Expected a calls object'));
  if (request.atomicRequired === true)
    return err(invalidParams('Atomic batches are not supported by this wallet'));
  if (request.chainId !== undefined && request.chainId !== toHex(chain.chainId)) {
    return err(invalidParams('The calls are for another chain'));
  }
  const calls = request.calls;
  if (!Array.isArray(calls) || calls.length === 0 || calls.length > MAX_CALLS) {
    return err(invalidParams(`Expected 1 to ${MAX_CALLS} calls`));
  }
  const from = request.from ?? account.address;
  const hashes: Hex[] = [];
  for (const [index, raw] of calls.entries()) {
    const call = record(raw);
    if (call === undefined) return err(invalidParams(`Call ${index + 1} is not an object`));
    const { to, data, value } = call;
    const sent = await sendWalletTransaction(account, chain, [{ from, to, data, value }]);
    if (sent.isErr()) {
      return err(
        sent.error.code === -32000
          ? transactionFailed(`Call ${index + 1} failed: ${sent.error.message}`)
          : sent.error,
      );
    }
    hashes.push(sent.value);
  }
  return ok({ id: encodeCallsId(chain.chainId, hashes) });
};
