import { errAsync, type ResultAsync } from 'neverthrow';
import type { EvmTransactionRequest, TransactionReceipt } from '../../../ports/index.js';
import { flowError } from '../../lib/errors/index.js';
import { type EvmSenderError, type ReceiptError, requireEvmSender } from '../../lib/flowSteps/index.js';
import { fromProviderPromise, type ProviderFailureError } from '../../lib/rpc/index.js';
import type { HostActionDeps } from './types.js';

/** A transaction a host sends: `from` defaults to the connected account. */
export type HostTransactionRequest = Omit<EvmTransactionRequest, 'from'> & {
  readonly from?: EvmTransactionRequest['from'];
};

/**
 * Every error of a host's send, each a catalogue error whose `code` narrows it: not connected (ACCOUNT_NOT_FOUND),
 * the active network not eip155 (CHAIN_NOT_SUPPORTED) or not a configured one (UNSUPPORTED_CHAIN), the wallet's
 * or node's failure (USER_REJECTED when the user said no, INSUFFICIENT_FUNDS, …), and once sent a reverted
 * transaction (EXECUTION_REVERTED_UNKNOWN) or no receipt in time (RPC_TIMEOUT).
 */
export type SendTransactionError = EvmSenderError | ProviderFailureError | ReceiptError;

/** A mined transaction: its hash and receipt (status 'success', block number, logs). */
export interface SentTransaction {
  readonly hash: `0x${string}`;
  readonly receipt: TransactionReceipt;
}

/**
 * Asks the connected eip155 wallet to send one transaction on the active network, tells `onSent` its hash as soon
 * as the wallet gives it, and gives the hash with the receipt once mined (`deps.waitForReceipt`). The sender
 * is checked as the Send flow checks it (core/lib/flowSteps requireEvmSender); what the wallet throws — an EIP-1193
 * `{code, message}`, WalletConnect's rejection, the embedded wallet's decline — comes back as its catalogue error
 * (core/lib/rpc mapProviderFailure, fetched by the first failure).
 */
export function sendTransaction(
  deps: HostActionDeps,
  request: HostTransactionRequest,
  onSent: (hash: `0x${string}`) => void = () => undefined,
): ResultAsync<SentTransaction, SendTransactionError> {
  const { account } = deps;
  if (!account.isConnected)
    return errAsync(flowError('ACCOUNT_NOT_FOUND', { details: 'no wallet is connected' }));
  return requireEvmSender({
    network: account.activeNetwork,
    address: account.address,
    signer: deps.session('eip155')?.signer,
    isUnsupportedChain: account.isUnsupportedChain,
  }).asyncAndThen(({ signer, from, network }) =>
    fromProviderPromise(
      Promise.resolve().then(() =>
        signer.sendTransaction({ request: { ...request, from: request.from ?? from }, network }),
      ),
    ).andThen((hash): ResultAsync<SentTransaction, SendTransactionError> => {
      onSent(hash);
      return deps.waitForReceipt({ hash, network }).map((receipt) => ({ hash, receipt }));
    }),
  );
}
