import { errAsync, ResultAsync } from 'neverthrow';
import { isAddress, isHex, type LocalAccount } from 'viem';
import { findAccount } from './findAccount.js';
import { fromChainFailure, WalletRpcError } from './WalletRpcError.js';

/**
 * personal_sign `[message, address]` (EIP-191): a 0x-hex message is signed as raw bytes, anything else as
 * UTF-8 text. Dapps that send `[address, message]` are understood too.
 */
export function signPersonalMessage(
  params: unknown,
  accounts: readonly LocalAccount[],
): ResultAsync<`0x${string}`, WalletRpcError> {
  if (!Array.isArray(params) || params.length < 2) {
    return errAsync(new WalletRpcError('invalidParams', 'personal_sign expects [message, address]'));
  }
  const [first, second] = params;
  const swapped = isAddressLike(first) && !isAddressLike(second);
  const [message, address] = swapped ? [second, first] : [first, second];
  if (typeof message !== 'string') {
    return errAsync(new WalletRpcError('invalidParams', 'personal_sign message must be a string'));
  }
  return findAccount(accounts, address).asyncAndThen((account) =>
    ResultAsync.fromPromise(
      account.signMessage({ message: isHex(message) ? { raw: message } : message }),
      fromChainFailure,
    ),
  );
}

const isAddressLike = (value: unknown) => typeof value === 'string' && isAddress(value, { strict: false });
