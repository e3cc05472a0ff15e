import type { DataService } from '../../ports/index.js';
import { UnsupportedFailureError } from '../chain/evm/failures.js';

const unavailable = (): Promise<never> => Promise.reject(new UnsupportedFailureError('dataService'));

/**
 * The data service when none is configured: every call rejects with an UnsupportedFailure, which core
 * turns into "unavailable" states (balances, identity, wallet list) rather than wrong data.
 */
export const createUnavailableDataService = (): DataService => ({
  chains: { getSupportedChains: unavailable },
  balance: { getBalance: unavailable, getFungiblePrices: unavailable },
  history: { getHistory: unavailable },
  identity: { getIdentity: unavailable },
  swap: {
    getTokens: unavailable,
    getQuotes: unavailable,
    getAllowance: unavailable,
    getGasPrice: unavailable,
    buildTransaction: unavailable,
    buildApprove: unavailable,
  },
  names: {
    lookupName: unavailable,
    reverseLookup: unavailable,
    getSuggestions: unavailable,
    registerName: unavailable,
  },
  onramp: { getOptions: unavailable, getQuote: unavailable, generateUrl: unavailable },
  wallets: { getWallets: unavailable },
});
