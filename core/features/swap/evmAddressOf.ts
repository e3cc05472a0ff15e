import { err, ok, type Result } from 'neverthrow';
import type { Address } from 'viem';
import { type LatchError, latchError } from '../../lib/errors/index.js';
import { validateEvmAddress } from '../../lib/validation/index.js';

/**
 * The 0x address of a CAIP-10 id (`eip155:1:0x…`) or a bare 0x address, as the swap routes return them;
 * anything else is QUERY_DATA_UNDEFINED (the server answered without a usable address).
 */
export function evmAddressOf(
  value: unknown,
  field: string,
): Result<Address, LatchError<'QUERY_DATA_UNDEFINED'>> {
  if (typeof value !== 'string')
    return err(latchError('QUERY_DATA_UNDEFINED', { details: `${field}: missing` }));
  const bare = value.slice(value.lastIndexOf(':') + 1);
  const address = validateEvmAddress(bare, { requirePrefix: true });
  if (address.isErr()) return err(latchError('QUERY_DATA_UNDEFINED', { details: `${field}: ${value}` }));
  return ok(address.value);
}
