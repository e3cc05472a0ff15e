import { err, ok, type Result } from 'neverthrow';
import type { CaipNetworkId, ChainNamespace } from '../../../ports/index.js';
import { type LatchError, latchError } from '../errors/index.js';
import { isChainNamespace } from './namespaces.js';

/** A CAIP-2 network id split into its parts. */
export interface ParsedCaipNetworkId {
  readonly namespace: ChainNamespace;
  readonly reference: string;
  readonly caipNetworkId: CaipNetworkId;
}

/** CAIP-2 reference characters, 1 to 32 of them. */
const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/;
/** eip155 references are decimal chain ids without leading zeros. */
const DECIMAL_CHAIN_ID = /^[1-9][0-9]*$/;

/**
 * SPEC §5 CAIP network id: exactly two colon-separated parts `namespace:reference`, a known namespace and
 * a non-empty CAIP-2 reference (`[-_a-zA-Z0-9]{1,32}`); for eip155 the reference is a decimal chain id.
 */
export const parseCaipNetworkId = (
  value: string,
): Result<ParsedCaipNetworkId, LatchError<'CAIP_NETWORK_ID_INVALID'>> => {
  const parts = value.split(':');
  const [namespace, reference = ''] = parts;
  if (parts.length !== 2) return invalid(value, 'must have exactly 2 colon-separated parts');
  if (!isChainNamespace(namespace)) return invalid(value, 'unknown namespace');
  if (!REFERENCE.test(reference)) return invalid(value, 'invalid reference');
  if (namespace === 'eip155' && !DECIMAL_CHAIN_ID.test(reference)) {
    return invalid(value, 'eip155 reference must be a decimal chain id');
  }
  return ok({ namespace, reference, caipNetworkId: `${namespace}:${reference}` });
};

const invalid = (value: string, reason: string) =>
  err(latchError('CAIP_NETWORK_ID_INVALID', { params: { value }, details: reason }));
