import type { ProviderRpcFailure, UnsupportedFailure } from '../../../ports/index.js';

const USER_REJECTED = 4001;
const REJECTION = /reject|denied|declined|cancel/i;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null;

/**
 * What a Wallet Standard wallet threw, as a port failure the core maps: an error with a numeric `code` keeps it
 * (4001 is the user's refusal), one whose message says the user refused becomes 4001; anything else is passed on.
 */
export function toWalletFailure(error: unknown): unknown {
  if (!isRecord(error)) return error;
  const message = typeof error.message === 'string' ? error.message : 'Wallet request failed';
  if (typeof error.code === 'number') {
    const failure: ProviderRpcFailure = { kind: 'ProviderRpcFailure', code: error.code, message };
    return failure;
  }
  if (REJECTION.test(message)) {
    const failure: ProviderRpcFailure = { kind: 'ProviderRpcFailure', code: USER_REJECTED, message };
    return failure;
  }
  return error;
}

/** Rejects with the failure of a wallet feature that is missing. */
export const unsupported = (capability: string): Promise<never> => {
  const failure: UnsupportedFailure = { kind: 'UnsupportedFailure', capability };
  return Promise.reject(failure);
};

/** Runs a wallet call, turning what it throws into a port failure. */
export const askWallet = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    throw toWalletFailure(error);
  }
};
