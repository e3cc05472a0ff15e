import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { type LocalAccount, numberToHex } from 'viem';
import { sendTransaction } from './sendTransaction.js';
import { signPersonalMessage } from './signPersonalMessage.js';
import { signTypedDataV4 } from './signTypedDataV4.js';
import { WalletRpcError } from './WalletRpcError.js';
import type { WalletChain } from './walletChains.js';

/** The methods the sandbox wallet offers to dapps (wallet_switchEthereumChain is handled per session). */
export const SUPPORTED_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'eth_accounts',
  'eth_requestAccounts',
  'eth_chainId',
] as const;

export const SUPPORTED_EVENTS = ['chainChanged', 'accountsChanged'] as const;

export interface WalletRequest {
  readonly method: string;
  readonly params: unknown;
}

export interface RequestContext {
  /** The accounts the dapp may use (the session's accounts). */
  readonly accounts: readonly LocalAccount[];
  /** The chain the request is for. */
  readonly chain: WalletChain;
}

/**
 * Carries out a request the user approved: signs (personal_sign, eth_signTypedData_v4) or signs and sends
 * (eth_sendTransaction to the chain's RPC), or answers account/chain queries. Unknown methods get 4200.
 * Transport-neutral: WalletConnect sessions and an injected provider both call it.
 */
export function executeRequest(
  request: WalletRequest,
  context: RequestContext,
): ResultAsync<unknown, WalletRpcError> {
  switch (request.method) {
    case 'personal_sign':
      return signPersonalMessage(request.params, context.accounts);
    case 'eth_signTypedData_v4':
      return signTypedDataV4(request.params, context.accounts);
    case 'eth_sendTransaction':
      return sendTransaction(request.params, context.accounts, context.chain);
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return okAsync(context.accounts.map((account) => account.address));
    case 'eth_chainId':
      return okAsync(numberToHex(context.chain.chainId));
    default:
      return errAsync(
        new WalletRpcError('unsupportedMethod', `The sandbox wallet does not support ${request.method}`),
      );
  }
}
