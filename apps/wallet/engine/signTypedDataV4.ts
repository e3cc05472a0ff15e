import { errAsync, ResultAsync } from 'neverthrow';
import type { LocalAccount, TypedDataDefinition } from 'viem';
import { findAccount } from './findAccount.js';
import { isRecord } from './isRecord.js';
import { fromChainFailure, WalletRpcError } from './WalletRpcError.js';

const invalid = (message: string) => errAsync(new WalletRpcError('invalidParams', message));

/** eth_signTypedData_v4 `[address, typedData]` (EIP-712); typedData may be a JSON string or an object. */
export function signTypedDataV4(
  params: unknown,
  accounts: readonly LocalAccount[],
): ResultAsync<`0x${string}`, WalletRpcError> {
  if (!Array.isArray(params) || params.length < 2)
    return invalid('eth_signTypedData_v4 expects [address, typedData]');
  const [address, raw] = params;
  let typedData: unknown = raw;
  if (typeof raw === 'string') {
    try {
      typedData = JSON.parse(raw);
    } catch {
      return invalid('eth_signTypedData_v4 typed data is not valid JSON');
    }
  }
  if (!isRecord(typedData) || !isRecord(typedData.types) || typeof typedData.primaryType !== 'string') {
    return invalid('eth_signTypedData_v4 typed data needs types, primaryType, domain and message');
  }
  const { EIP712Domain: _domainType, ...types } = typedData.types;
  // viem checks the structure against `types` while signing and rejects what does not fit.
  const definition = {
    domain: isRecord(typedData.domain) ? typedData.domain : {},
    types,
    primaryType: typedData.primaryType,
    message: isRecord(typedData.message) ? typedData.message : {},
  } as TypedDataDefinition;
  return findAccount(accounts, address).asyncAndThen((account) =>
    ResultAsync.fromPromise(account.signTypedData(definition), fromChainFailure),
  );
}
