import type { FailedTransactionMetadata } from 'litesvm';
import { INSTRUCTION_ERROR_NAMES, TRANSACTION_ERROR_NAMES } from './transactionErrorNames.js';

/** A transaction error as Solana's JSON-RPC writes it: `"BlockhashNotFound"`, `{ InstructionError: [0, { Custom: 1 }] }` … */
export type TransactionErrorJson = string | Readonly<Record<string, unknown>>;

const nameOf = (names: readonly string[], value: number): string => names[value] ?? `Unknown(${value})`;

const instructionErrorJson = (error: unknown): unknown => {
  if (typeof error === 'number') return nameOf(INSTRUCTION_ERROR_NAMES, error);
  if (typeof error === 'object' && error !== null && 'code' in error) return { Custom: error.code };
  if (typeof error === 'object' && error !== null && 'msg' in error) return { BorshIoError: error.msg };
  return 'InvalidError';
};

/** litesvm's error object (a number for the field-less ones, a class instance otherwise) in the RPC's JSON. */
export function transactionErrorJson(
  error: ReturnType<FailedTransactionMetadata['err']>,
): TransactionErrorJson {
  if (typeof error === 'number') return nameOf(TRANSACTION_ERROR_NAMES, error);
  if ('err' in error && typeof error.err === 'function')
    return { InstructionError: [error.index, instructionErrorJson(error.err())] };
  if ('index' in error) return { DuplicateInstruction: error.index };
  const name = error.constructor.name.replace(/^TransactionError/, '');
  return { [name]: { account_index: error.accountIndex } };
}

/** Whether a failed transaction still lands (fee charged, status recorded), as a failed instruction does. */
export function landsWhenFailed(error: TransactionErrorJson): boolean {
  return typeof error === 'object';
}

/** The short text a node puts in "Transaction simulation failed: …". */
export function describeTransactionError(error: TransactionErrorJson): string {
  return typeof error === 'string' ? error : JSON.stringify(error);
}
