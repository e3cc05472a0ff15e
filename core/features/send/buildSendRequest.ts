import { err, ok, type Result } from 'neverthrow';
import { type Address, encodeFunctionData, erc20Abi } from 'viem';
import type { EvmTransactionRequest } from '../../../ports/index.js';
import { isNativeToken } from '../../kernel/tokens/index.js';
import { parseCaipAddress } from '../../lib/caip/index.js';
import { type LatchError, sendError } from '../../lib/errors/index.js';
import { validateEvmAddress } from '../../lib/validation/index.js';

/** What a send needs to know of its token. */
export interface SendTokenRef {
  readonly address?: string | undefined;
  readonly chainId: string;
}

export interface SendRequestInput {
  readonly from: Address;
  readonly to: Address;
  /** The token's network and address (CAIP-10, or bare `0x…`; native: none or `0xeeee…eeee`). */
  readonly token: SendTokenRef;
  /** The amount in the token's smallest unit. */
  readonly amountUnits: bigint;
}

/**
 * The eip155 transaction of a send: a value transfer to the receiver for the native token, else a call of the
 * token contract's ERC-20 `transfer(to, amount)`. The token's address must be a CAIP-10 id on the token's own
 * network (or a bare 0x address); anything else is SEND_TOKEN_REQUIRED.
 */
export function buildSendRequest(
  input: SendRequestInput,
): Result<EvmTransactionRequest, LatchError<'SEND_TOKEN_REQUIRED'>> {
  const { from, to, token, amountUnits } = input;
  if (isNativeToken(token)) return ok({ from, to, value: amountUnits });
  const contract = tokenContract(token);
  if (contract === undefined) {
    return err(sendError('SEND_TOKEN_REQUIRED', { details: `bad token address ${String(token.address)}` }));
  }
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amountUnits] });
  return ok({ from, to: contract, data });
}

const tokenContract = (token: SendTokenRef): Address | undefined => {
  const address = token.address ?? '';
  if (!address.includes(':')) return validateEvmAddress(address, { requirePrefix: true }).unwrapOr(undefined);
  const parsed = parseCaipAddress(address);
  if (parsed.isErr() || parsed.value.caipNetworkId !== token.chainId) return undefined;
  return validateEvmAddress(parsed.value.address, { requirePrefix: true }).unwrapOr(undefined);
};
