import { isAddress, isHex, type TypedDataDomain } from 'viem';
import { invalidParams } from './ProviderRpcError.js';
import { type Indexable, isRecord } from './parseTransactionParams.js';

/** EIP-712 typed data as the sandbox hands it to viem's signTypedData. */
export interface SandboxTypedData {
  readonly domain: TypedDataDomain;
  readonly types: Record<string, unknown>;
  readonly primaryType: string;
  readonly message: Record<string, unknown>;
}

const wrong = (field: string) => invalidParams(`typed data: ${field}`);

/** A domain's chainId as the sandbox signs it: a number, or a decimal or hex string (what dapps send). */
const chainIdOf = (value: unknown): bigint | number | undefined => {
  if (value === undefined || typeof value === 'number' || typeof value === 'bigint') return value;
  if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|[0-9]+)$/.test(value)) return BigInt(value);
  throw wrong('domain.chainId');
};

/** The EIP-712 domain: only the fields viem signs, each of the right kind. */
function readDomain(value: unknown): TypedDataDomain {
  if (value === undefined) return {};
  if (!isRecord(value)) throw wrong('domain');
  const { name, version, verifyingContract, salt } = value;
  if (
    verifyingContract !== undefined &&
    !(typeof verifyingContract === 'string' && isAddress(verifyingContract))
  )
    throw wrong('domain.verifyingContract');
  if (salt !== undefined && !isHex(salt)) throw wrong('domain.salt');
  const chainId = chainIdOf(value.chainId);
  return {
    ...(typeof name === 'string' ? { name } : {}),
    ...(typeof version === 'string' ? { version } : {}),
    ...(chainId === undefined ? {} : { chainId }),
    ...(verifyingContract === undefined ? {} : { verifyingContract }),
    ...(salt === undefined ? {} : { salt }),
  };
}

const parseJson = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw wrong('not JSON');
  }
};

const record = (data: Indexable, field: string): Record<string, unknown> => {
  const value = data[field];
  if (!isRecord(value) || Array.isArray(value)) throw wrong(field);
  return { ...value };
};

/**
 * The second parameter of eth_signTypedData_v4 (its JSON text, or the object): `types`, `primaryType`,
 * `message` and an optional `domain`, read the way the sandbox wallet signs them. Throws -32602 naming the
 * field that is wrong; viem checks the message against the types when it signs.
 */
export function parseTypedDataParam(value: unknown): SandboxTypedData {
  const data = parseJson(value);
  if (!isRecord(data) || Array.isArray(data)) throw wrong('not an object');
  const types = record(data, 'types');
  const { primaryType } = data;
  if (typeof primaryType !== 'string') throw wrong('primaryType');
  const message = record(data, 'message');
  return { domain: readDomain(data.domain), types, primaryType, message };
}
