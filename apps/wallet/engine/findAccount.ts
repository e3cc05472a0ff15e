import { err, ok, type Result } from 'neverthrow';
import { isAddress, isAddressEqual, type LocalAccount } from 'viem';
import { WalletRpcError } from './WalletRpcError.js';

/** The authorised account with this address (any case), or 4100 when the dapp names another one. */
export function findAccount(
  accounts: readonly LocalAccount[],
  address: unknown,
): Result<LocalAccount, WalletRpcError> {
  if (typeof address !== 'string' || !isAddress(address, { strict: false })) {
    return err(new WalletRpcError('invalidParams', `Expected an account address, got ${String(address)}`));
  }
  const account = accounts.find((candidate) => isAddressEqual(candidate.address, address));
  return account === undefined
    ? err(new WalletRpcError('unauthorized', `Account ${address} is not connected to this dapp`))
    : ok(account);
}
