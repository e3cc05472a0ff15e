import { err, ok, type Result } from 'neverthrow';
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../../../ports/index.js';
import { type LatchError, validationError } from '../errors/index.js';
import { validateEvmAddress, validateSolanaAddress } from '../validation/index.js';
import { parseCaipNetworkId } from './parseCaipNetworkId.js';

/** A CAIP-10 account id split into its parts. */
export interface ParsedCaipAddress {
  readonly namespace: ChainNamespace;
  readonly reference: string;
  /** The account address exactly as written (an eip155 address is validated, not re-cased). */
  readonly address: string;
  readonly caipNetworkId: CaipNetworkId;
  readonly caipAddress: CaipAddress;
}

/** CAIP-10 account address characters, 1 to 128 of them. */
const ACCOUNT_ADDRESS = /^[-.%a-zA-Z0-9]{1,128}$/;

/**
 * SPEC §5 CAIP address: exactly three colon-separated parts `namespace:reference:address`, a known
 * namespace, a valid CAIP-2 network id and a non-empty address. On eip155 the address must be a valid
 * `0x` EVM address (EIP-55 if mixed case) and the reference a decimal chain id; on solana the address must
 * be a valid Solana address.
 */
export const parseCaipAddress = (
  value: string,
): Result<ParsedCaipAddress, LatchError<'CAIP_ADDRESS_INVALID'>> => {
  const parts = value.split(':');
  const [namespace = '', reference = '', address = ''] = parts;
  if (parts.length !== 3) return invalid(value, 'must have exactly 3 colon-separated parts');
  const network = parseCaipNetworkId(`${namespace}:${reference}`);
  if (network.isErr()) return invalid(value, network.error.details ?? 'invalid network id');
  if (!ACCOUNT_ADDRESS.test(address)) return invalid(value, 'invalid account address');
  const addressReason = namespaceAddressProblem(network.value.namespace, address);
  if (addressReason !== undefined) return invalid(value, addressReason);
  return ok({ ...network.value, address, caipAddress: `${network.value.caipNetworkId}:${address}` });
};

const namespaceAddressProblem = (namespace: ChainNamespace, address: string): string | undefined => {
  if (namespace === 'eip155') {
    return validateEvmAddress(address, { requirePrefix: true }).isErr() ? 'invalid EVM address' : undefined;
  }
  if (namespace === 'solana') {
    return validateSolanaAddress(address).isErr() ? 'invalid Solana address' : undefined;
  }
  return undefined;
};

const invalid = (value: string, reason: string) =>
  err(validationError('CAIP_ADDRESS_INVALID', { params: { value }, details: reason }));
