import { err, ok, type Result } from 'neverthrow';
import { isAddressEqual, isHex, type LocalAccount, type TypedDataDefinition } from 'viem';
import { invalidParams, type RpcFailure, unauthorized, unsupported } from './RpcFailure.js';
import { sendWalletCalls } from './sendWalletCalls.js';
import { type SendChain, sendWalletTransaction } from './sendWalletTransaction.js';

export interface WalletRequest {
  readonly method: string;
  readonly params: readonly unknown[];
}

const ownAddress = (account: LocalAccount, value: unknown): Result<void, RpcFailure> => {
  if (typeof value !== 'string' || !isHex(value) || value.length !== 42) {
    return err(invalidParams('Expected the account address'));
  }
  return isAddressEqual(value, account.address)
    ? ok(undefined)
    : err(unauthorized("The requested account is not this session's wallet"));
};

/** personal_sign [message, address]: a 0x message is signed as raw bytes, anything else as UTF-8 text. */
const personalSign = async (account: LocalAccount, params: readonly unknown[]) => {
  const [message, address] = params;
  if (typeof message !== 'string') return err(invalidParams('Expected a message'));
  const allowed = ownAddress(account, address);
  if (allowed.isErr()) return err(allowed.error);
  return ok(await account.signMessage({ message: isHex(message) ? { raw: message } : message }));
};

const parseTypedData = (value: unknown): TypedDataDefinition | undefined => {
  try {
    const data: unknown = typeof value === 'string' ? JSON.parse(value) : value;
    return typeof data === 'object' && data !== null ? (data as TypedDataDefinition) : undefined;
  } catch {
    return undefined;
  }
};

/** eth_signTypedData_v4 [address, typedData (JSON text or object)]; viem checks the data against its types. */
const signTypedData = async (account: LocalAccount, params: readonly unknown[]) => {
  const [address, raw] = params;
  const allowed = ownAddress(account, address);
  if (allowed.isErr()) return err(allowed.error);
  const typedData = parseTypedData(raw);
  if (typedData === undefined || account.signTypedData === undefined) {
    return err(invalidParams('Expected EIP-712 typed data'));
  }
  try {
    return ok(await account.signTypedData(typedData));
  } catch (cause) {
    return err(
      invalidParams(`Invalid typed data: ${cause instanceof Error ? cause.message.split('\n')[0] : ''}`),
    );
  }
};

/**
 * The methods the wallet service answers with the session's own key: signing, and sending (one transaction,
 * or wallet_sendCalls as sequential transactions) on a chain it has a node for; others 4200.
 */
export const signWalletRequest = async (
  account: LocalAccount,
  request: WalletRequest,
  chain?: SendChain,
): Promise<Result<unknown, RpcFailure>> => {
  switch (request.method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return ok([account.address]);
    case 'personal_sign':
      return personalSign(account, request.params);
    case 'eth_signTypedData_v4':
      return signTypedData(account, request.params);
    case 'eth_sendTransaction':
      return chain === undefined
        ? err(invalidParams('The wallet cannot send on this chain'))
        : sendWalletTransaction(account, chain, request.params);
    case 'wallet_sendCalls':
      return chain === undefined
        ? err(invalidParams('The wallet cannot send on this chain'))
        : sendWalletCalls(account, chain, request.params);
    default:
      return err(unsupported(request.method));
  }
};
