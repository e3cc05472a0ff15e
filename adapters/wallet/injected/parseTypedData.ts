import { type Address, type Hex, isAddress, isHex, type TypedDataDomain } from 'viem';
import { rpcError } from '../../../core/lib/errors/index.js';
import { isRecord } from './eip1193.js';

/** EIP-712 typed data as viem signs it (types are checked by viem's own validation). */
export interface TypedDataInput {
  readonly domain: TypedDataDomain;
  readonly types: Record<string, unknown>;
  readonly primaryType: string;
  readonly message: Record<string, unknown>;
}

const invalid = (field: string) => rpcError('INVALID_PARAMS', { details: `typed data: ${field}` });

const chainIdOf = (value: unknown): number | bigint | undefined => {
  if (typeof value === 'number' || typeof value === 'bigint') return value;
  if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|[0-9]+)$/.test(value)) return BigInt(value);
  if (value === undefined) return undefined;
  throw invalid('domain.chainId');
};

function parseDomain(value: unknown): TypedDataDomain {
  if (value === undefined) return {};
  if (!isRecord(value)) throw invalid('domain');
  const { name, version, chainId, verifyingContract, salt } = value;
  const address = (candidate: unknown): Address | undefined => {
    if (candidate === undefined) return undefined;
    if (typeof candidate === 'string' && isAddress(candidate, { strict: false })) return candidate;
    throw invalid('domain.verifyingContract');
  };
  const hex = (candidate: unknown): Hex | undefined => {
    if (candidate === undefined) return undefined;
    if (isHex(candidate)) return candidate;
    throw invalid('domain.salt');
  };
  const id = chainIdOf(chainId);
  const contract = address(verifyingContract);
  const saltHex = hex(salt);
  return {
    ...(typeof name === 'string' ? { name } : {}),
    ...(typeof version === 'string' ? { version } : {}),
    ...(id === undefined ? {} : { chainId: id }),
    ...(contract === undefined ? {} : { verifyingContract: contract }),
    ...(saltHex === undefined ? {} : { salt: saltHex }),
  };
}

/**
 * Reads eth_signTypedData_v4 input: an object or its JSON text with `types`, `primaryType`, `message` and
 * an optional `domain`. Throws INVALID_PARAMS (a catalogue error) naming the field that is wrong.
 */
export function parseTypedData(value: unknown): TypedDataInput {
  let data: unknown = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      throw invalid('not JSON');
    }
  }
  if (!isRecord(data)) throw invalid('not an object');
  const { types, primaryType, message, domain } = data;
  if (!isRecord(types)) throw invalid('types');
  if (typeof primaryType !== 'string') throw invalid('primaryType');
  if (!isRecord(message)) throw invalid('message');
  return { domain: parseDomain(domain), types: { ...types }, primaryType, message: { ...message } };
}
