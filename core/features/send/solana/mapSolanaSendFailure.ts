import {
  amountError,
  isLatchError,
  type LatchError,
  rpcError,
  solanaError,
} from '../../../lib/errors/index.js';
import { isUserRejection, mapProviderFailure, type ProviderFailureError } from '../../../lib/rpc/index.js';

/** What a Solana send can fail with once the node's or wallet's report is read (all fixed catalogue texts). */
export type SolanaSendFailureError =
  | ProviderFailureError
  | LatchError<'INSUFFICIENT_BALANCE_FOR_FEE'>
  | LatchError<'SOLANA_INSUFFICIENT_FUNDS_FOR_RENT'>
  | LatchError<'SOLANA_BLOCKHASH_EXPIRED'>
  | LatchError<'SOLANA_SIMULATION_FAILED'>
  | LatchError<'SOLANA_SEND_FAILED'>;

type SolanaNodeCode =
  | 'INSUFFICIENT_BALANCE_FOR_FEE'
  | 'SOLANA_INSUFFICIENT_FUNDS_FOR_RENT'
  | 'SOLANA_BLOCKHASH_EXPIRED'
  | 'SOLANA_SIMULATION_FAILED';

const SOLANA_CODES: readonly string[] = [
  'INSUFFICIENT_BALANCE_FOR_FEE',
  'SOLANA_INSUFFICIENT_FUNDS_FOR_RENT',
  'SOLANA_BLOCKHASH_EXPIRED',
  'SOLANA_SIMULATION_FAILED',
  'SOLANA_SEND_FAILED',
];

/**
 * The node's words (its message, web3.js's, litesvm's TransactionError names) in the order they are checked:
 * the specific causes before "simulation failed", which wraps most of them.
 */
const NODE_PATTERNS: readonly (readonly [RegExp, SolanaNodeCode])[] = [
  // A fee payer the network never credited has no SOL for the fee either.
  [
    /insufficient ?funds ?for ?fee|\baccount ?not ?found|no record of a prior credit/i,
    'INSUFFICIENT_BALANCE_FOR_FEE',
  ],
  [/insufficient ?funds ?for ?rent/i, 'SOLANA_INSUFFICIENT_FUNDS_FOR_RENT'],
  [
    /blockhash ?not ?found|block ?height ?exceeded|blockhash.{0,40}expired|transaction ?expired/i,
    'SOLANA_BLOCKHASH_EXPIRED',
  ],
  [
    /simulation ?failed|instruction ?error|error processing instruction|custom program error/i,
    'SOLANA_SIMULATION_FAILED',
  ],
];

/** Catalogue codes whose text would carry a raw report (a node message, a revert reason, a thrown text). */
const RAW_TEXT_CODES: readonly string[] = ['UNKNOWN_NODE_ERROR', 'INTERNAL_SDK_ERROR', 'EXECUTION_REVERTED'];

const MAX_DEPTH = 6;
const MAX_TEXT = 4_000;

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null;

const stringify = (value: unknown): string => {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '';
  }
};

/**
 * Every text a failure carries, bounded: messages, `cause`, `data` (the node's `err` and `logs`), web3.js's
 * `transactionMessage` / `transactionError` / `logs`, and strings as they are.
 */
const reportText = (failure: unknown): string => {
  const texts: string[] = [];
  const seen = new Set<unknown>();
  let level: unknown[] = [failure];
  for (let depth = 0; depth < MAX_DEPTH && level.length > 0; depth++) {
    const next: unknown[] = [];
    for (const item of level) {
      if (typeof item === 'string') texts.push(item);
      if (!isObject(item) || seen.has(item)) continue;
      seen.add(item);
      for (const key of ['message', 'transactionMessage', 'details']) {
        const text = item[key];
        if (typeof text === 'string') texts.push(text);
      }
      for (const key of ['err', 'transactionError', 'logs']) {
        if (item[key] !== undefined) texts.push(stringify(item[key]));
      }
      next.push(item.cause, item.data, item.transactionError);
    }
    level = next;
  }
  return texts.join('\n').slice(0, MAX_TEXT);
};

/**
 * What failed in a Solana send (the wallet's sign-and-send, or our node's sendTransaction and its preflight) as a
 * catalogue error whose text never carries the node's report (kept in `details`): the user's refusal and the
 * other provider codes as mapProviderFailure maps them; insufficient funds for the fee
 * (INSUFFICIENT_BALANCE_FOR_FEE, SOL; also a fee payer the network never credited), for rent, an expired or
 * unknown blockhash, a failed simulation; anything else that would show raw text is SOLANA_SEND_FAILED. Pure and total.
 */
export function mapSolanaSendFailure(failure: unknown): SolanaSendFailureError {
  if (isLatchError(failure) && SOLANA_CODES.includes(failure.code)) return failure as SolanaSendFailureError;
  const provider = mapProviderFailure(failure);
  if (provider.code === 'USER_REJECTED') return provider;
  const text = reportText(failure);
  const details = text === '' ? undefined : { details: text };
  if (isUserRejection(text)) return rpcError('USER_REJECTED', { cause: failure, ...details });
  const matched = NODE_PATTERNS.find(([pattern]) => pattern.test(text))?.[1];
  if (matched === 'INSUFFICIENT_BALANCE_FOR_FEE') {
    return amountError(matched, { params: { symbol: 'SOL' }, cause: failure, ...details });
  }
  if (matched !== undefined) return solanaError(matched, { cause: failure, ...details });
  if (RAW_TEXT_CODES.includes(provider.code))
    return solanaError('SOLANA_SEND_FAILED', { cause: failure, ...details });
  return provider;
}
