import { base58, base64 } from '@scure/base';
import { PublicKey, VersionedTransaction } from '@solana/web3.js';
import { invalidParams } from './RpcError.js';

/** Solana's packet limit: no serialised transaction is longer. */
export const MAX_TRANSACTION_BYTES = 1232;

/** The params array, between `min` and `max` entries (absent params count as `[]`). */
export function paramList(params: unknown, min: number, max: number): readonly unknown[] {
  const list = params === undefined ? [] : params;
  if (!Array.isArray(list)) throw invalidParams('params must be an array');
  if (list.length < min || list.length > max)
    throw invalidParams(`expected ${min === max ? min : `${min} to ${max}`} params, got ${list.length}`);
  return list;
}

/** An optional config object: absent or null is `{}`. */
export function configParam(value: unknown): Readonly<Record<string, unknown>> {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParams('config must be an object');
  return value as Record<string, unknown>;
}

/** A base58 public key (32 bytes). */
export function pubkeyParam(value: unknown, name: string): PublicKey {
  if (typeof value !== 'string' || value.length < 32 || value.length > 44)
    throw invalidParams(`Invalid param: ${name} is not a base58 public key`);
  try {
    if (base58.decode(value).length !== 32) throw new Error('not 32 bytes');
    return new PublicKey(value);
  } catch {
    throw invalidParams(`Invalid param: ${name} is not a base58 public key`);
  }
}

/** A whole number in [0, max]. */
export function integerParam(value: unknown, name: string, max: number): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0 || value > max)
    throw invalidParams(`Invalid param: ${name} must be a whole number from 0 to ${max}`);
  return value;
}

export function booleanOption(
  config: Readonly<Record<string, unknown>>,
  key: string,
  fallback: boolean,
): boolean {
  const value = config[key];
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw invalidParams(`Invalid param: ${key} must be a boolean`);
  return value;
}

/** An encoding option among `allowed` (the first is the default). */
export function encodingOption<E extends string>(
  config: Readonly<Record<string, unknown>>,
  allowed: readonly [E, ...E[]],
): E {
  const value = config.encoding ?? allowed[0];
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value))
    throw invalidParams(`Invalid param: encoding must be one of ${allowed.join(', ')}`);
  return value as E;
}

/** A serialised transaction (legacy or v0) in base58 or base64, at most one packet long. */
export function transactionParam(value: unknown, encoding: 'base58' | 'base64'): VersionedTransaction {
  const maxChars = Math.ceil((MAX_TRANSACTION_BYTES * 4) / 3) + 4 + (encoding === 'base58' ? 100 : 0);
  if (typeof value !== 'string' || value.length === 0 || value.length > maxChars)
    throw invalidParams('invalid transaction: not an encoded transaction of at most 1232 bytes');
  let bytes: Uint8Array;
  try {
    bytes = encoding === 'base64' ? base64.decode(value) : base58.decode(value);
  } catch {
    throw invalidParams(`invalid transaction: not ${encoding}`);
  }
  if (bytes.length > MAX_TRANSACTION_BYTES)
    throw invalidParams('invalid transaction: longer than 1232 bytes');
  try {
    return VersionedTransaction.deserialize(bytes);
  } catch {
    throw invalidParams('invalid transaction: failed to deserialize');
  }
}
