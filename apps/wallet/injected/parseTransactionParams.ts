import { type Address, type Hex, isAddress, isHex } from 'viem';
import { invalidParams } from './ProviderRpcError.js';

/** An eth_sendTransaction request as the sandbox reads it (hex quantities as bigints). */
export interface SandboxTransactionRequest {
  readonly from: Address;
  readonly to?: Address;
  readonly value: bigint;
  readonly data: Hex;
  readonly gas?: bigint;
  readonly nonce?: number;
  readonly gasPrice?: bigint;
  readonly maxFeePerGas?: bigint;
  readonly maxPriorityFeePerGas?: bigint;
}

export type Indexable = Readonly<Record<string, unknown>>;
export const isRecord = (value: unknown): value is Indexable => typeof value === 'object' && value !== null;
const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;

const quantity = (tx: Indexable, field: string): bigint | undefined => {
  const value = tx[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string' && QUANTITY.test(value)) return BigInt(value);
  throw invalidParams(`${field} must be a hex quantity`);
};

/** Reads `params[0]` of eth_sendTransaction; throws -32602 naming the field that is wrong. */
export function parseTransactionParams(params: readonly unknown[]): SandboxTransactionRequest {
  const [tx] = params;
  if (!isRecord(tx)) throw invalidParams('expected [transaction]');
  const { from, to, data, input } = tx;
  if (typeof from !== 'string' || !isAddress(from, { strict: false }))
    throw invalidParams('from must be an address');
  if (to !== undefined && to !== null && (typeof to !== 'string' || !isAddress(to, { strict: false }))) {
    throw invalidParams('to must be an address');
  }
  const payload = data ?? input ?? '0x';
  if (!isHex(payload)) throw invalidParams('data must be hex');
  const gas = quantity(tx, 'gas');
  const nonce = quantity(tx, 'nonce');
  const gasPrice = quantity(tx, 'gasPrice');
  const maxFeePerGas = quantity(tx, 'maxFeePerGas');
  const maxPriorityFeePerGas = quantity(tx, 'maxPriorityFeePerGas');
  return {
    from,
    ...(typeof to === 'string' ? { to } : {}),
    value: quantity(tx, 'value') ?? 0n,
    data: payload,
    ...(gas === undefined ? {} : { gas }),
    ...(nonce === undefined ? {} : { nonce: Number(nonce) }),
    ...(gasPrice === undefined ? {} : { gasPrice }),
    ...(maxFeePerGas === undefined ? {} : { maxFeePerGas }),
    ...(maxPriorityFeePerGas === undefined ? {} : { maxPriorityFeePerGas }),
  };
}
