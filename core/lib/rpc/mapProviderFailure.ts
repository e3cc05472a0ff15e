import type { PortFailure } from '../../../ports/index.js';
import { isLatchError, isPortFailure, latchError, rpcError } from '../errors/index.js';
import { isUserRejection } from './isUserRejection.js';
import { mapRpcError } from './mapRpcError.js';
import { hasErrorCode, type JsonRpcErrorObject, type LatchErrorOf, RPC_ERROR_CODES } from './types.js';

/** Every code a wallet / adapter failure can turn into. */
export const PROVIDER_FAILURE_CODES = [
  ...RPC_ERROR_CODES,
  'RPC_HTTP_ERROR',
  'RPC_NETWORK_ERROR',
  'UNSUPPORTED_CAPABILITY',
  'INTERNAL_SDK_ERROR',
] as const;
export type ProviderFailureError = LatchErrorOf<(typeof PROVIDER_FAILURE_CODES)[number]>;

/** How deep nested provider errors (`cause`, `data`, `data.originalError`) are searched. */
const MAX_DEPTH = 6;
/** JSON-RPC "internal error": wallets (MetaMask) wrap the real error inside it. */
const WRAPPER_CODE = -32603;

type Indexable = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Indexable => typeof value === 'object' && value !== null;

/**
 * viem's provider error classes by name, for one that lost its numeric `code` (serialised across a frame or a
 * worker, or rebuilt by a wrapper): their EIP-1193 / JSON-RPC codes (viem src/errors/rpc.ts).
 */
const VIEM_ERROR_CODES: Readonly<Record<string, number>> = {
  UserRejectedRequestError: 4001,
  UnauthorizedProviderError: 4100,
  UnsupportedProviderMethodError: 4200,
  ProviderDisconnectedError: 4900,
  ChainDisconnectedError: 4901,
  SwitchChainError: 4902,
  InternalRpcError: -32603,
  InvalidParamsRpcError: -32602,
  MethodNotFoundRpcError: -32601,
  LimitExceededRpcError: -32005,
  TransactionRejectedRpcError: -32003,
};

const codeOf = (value: Indexable): number | undefined => {
  if (typeof value.code === 'number') return value.code;
  return typeof value.name === 'string' && Object.hasOwn(VIEM_ERROR_CODES, value.name)
    ? VIEM_ERROR_CODES[value.name]
    : undefined;
};

const asRpcError = (value: unknown): JsonRpcErrorObject | undefined => {
  if (!isObject(value)) return undefined;
  const code = codeOf(value);
  if (code === undefined) return undefined;
  const message = typeof value.message === 'string' ? value.message : '';
  return value.data === undefined ? { code, message } : { code, message, data: value.data };
};

/** RPC-shaped errors in `value` and inside it, outermost first (breadth-first). */
const rpcCandidates = (value: unknown): JsonRpcErrorObject[] => {
  const found: JsonRpcErrorObject[] = [];
  const seen = new Set<unknown>();
  let level: unknown[] = [value];
  for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth++) {
    const next: unknown[] = [];
    for (const item of level) {
      if (!isObject(item) || seen.has(item)) continue;
      seen.add(item);
      const candidate = asRpcError(item);
      if (candidate) found.push(candidate);
      next.push(item.cause, item.data);
      if (isObject(item.data)) next.push(item.data.originalError);
    }
    level = next;
  }
  return found;
};

const describe = (value: unknown): string => {
  if (value instanceof Error) return value.message;
  if (typeof value === 'string') return value;
  if (isObject(value) && typeof value.message === 'string') return value.message;
  try {
    return String(value);
  } catch {
    return 'unknown failure';
  }
};

const fromPortFailure = (failure: PortFailure): ProviderFailureError | undefined => {
  switch (failure.kind) {
    case 'HttpFailure':
      return rpcError('RPC_HTTP_ERROR', {
        params: { status: failure.status },
        cause: failure,
        ...(failure.description === undefined ? {} : { details: failure.description }),
        data: {
          status: failure.status,
          url: failure.url,
          ...(failure.description === undefined ? {} : { details: failure.description }),
          ...(failure.retryAfterMs === undefined ? {} : { retryAfterMs: failure.retryAfterMs }),
        },
      });
    case 'NetworkFailure':
      return latchError('RPC_NETWORK_ERROR', {
        details: failure.message,
        cause: failure,
        data: { url: failure.url },
      });
    case 'UnsupportedFailure':
      return latchError('UNSUPPORTED_CAPABILITY', {
        params: { capability: String(failure.capability) },
        cause: failure,
      });
    case 'ProviderRpcFailure':
      return undefined;
  }
};

const map = (failure: unknown): ProviderFailureError => {
  if (isLatchError(failure)) {
    if (hasErrorCode(failure, PROVIDER_FAILURE_CODES)) return failure;
    return latchError('INTERNAL_SDK_ERROR', { params: { message: failure.message }, cause: failure });
  }
  if (isPortFailure(failure)) {
    const mapped = fromPortFailure(failure);
    if (mapped) return mapped;
  }
  const candidates = rpcCandidates(failure);
  const chosen = candidates.find((candidate) => candidate.code !== WRAPPER_CODE) ?? candidates[0];
  if (chosen) return mapRpcError(chosen, { cause: failure });
  const text = describe(failure);
  // A Wallet Standard (Solana) wallet or a plain Error saying the user refused, with no code.
  if (isUserRejection(text)) return rpcError('USER_REJECTED', { details: text, cause: failure });
  return latchError('INTERNAL_SDK_ERROR', { params: { message: text }, cause: failure });
};

/**
 * Turns anything a wallet or adapter threw into a catalogue error: an EIP-1193 error `{code, message,
 * data}` (also when wrapped in `cause`, `data` or `data.originalError`: the outermost error that is
 * not a -32603 wrapper wins; a viem error class that lost its `code` by its name), a ports `PortFailure`, an
 * error saying in words only that the user refused (a Wallet Standard wallet's: USER_REJECTED), a LatchError (kept when its code is one of
 * PROVIDER_FAILURE_CODES, else wrapped), or anything else (INTERNAL_SDK_ERROR with the value as
 * cause). Total: never throws.
 */
export function mapProviderFailure(failure: unknown): ProviderFailureError {
  try {
    return map(failure);
  } catch (cause) {
    return latchError('INTERNAL_SDK_ERROR', { params: { message: describe(cause) }, cause: failure });
  }
}
