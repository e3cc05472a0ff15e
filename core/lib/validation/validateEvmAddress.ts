import { err, ok, type Result } from 'neverthrow';
import { type Address, getAddress, isAddress } from 'viem';
import { type LatchError, validationError } from '../errors/index.js';

export interface ValidateEvmAddressOptions {
  /** Where the `0x` prefix is mandatory (SPEC §5 "0x required form"). Default: optional. */
  readonly requirePrefix?: boolean;
}

const BODY = /^[0-9a-fA-F]{40}$/;

/**
 * SPEC §5 EVM address: 40 hex digits with an optional `0x` (mandatory with `requirePrefix`). All-lowercase
 * and all-uppercase digits are accepted as they carry no checksum; mixed case must match its EIP-55
 * checksum. Returns the EIP-55 checksummed `0x…` form. The input is not trimmed.
 */
export const validateEvmAddress = (
  value: string,
  options: ValidateEvmAddressOptions = {},
): Result<Address, LatchError<'ADDRESS_INVALID'>> => {
  const prefixed = value.startsWith('0x');
  if (!prefixed && options.requirePrefix === true) return invalid(value, 'missing 0x prefix');
  const body = prefixed ? value.slice(2) : value;
  if (!BODY.test(body)) return invalid(value, 'must be 40 hex digits');
  const candidate = `0x${body}`;
  const uniformCase = body === body.toLowerCase() || body === body.toUpperCase();
  if (!isAddress(candidate, { strict: !uniformCase })) return invalid(value, 'checksum mismatch');
  return ok(getAddress(candidate));
};

const invalid = (value: string, reason: string) =>
  err(validationError('ADDRESS_INVALID', { details: `${reason}: ${JSON.stringify(value)}` }));
