/** +1, −1 or 0: how an amount is signed in the history list. */
export type Sign = 1 | -1 | 0;

/** SPEC §9: operation types that add to the account. */
export const POSITIVE_OPERATION_TYPES: readonly string[] = ['receive', 'deposit', 'borrow', 'claim'];
/** SPEC §9: operation types that take from the account. */
export const NEGATIVE_OPERATION_TYPES: readonly string[] = ['withdraw', 'repay', 'burn'];

/** +1 for receive, deposit, borrow, claim; −1 for withdraw, repay, burn; 0 for any other type. */
export function operationSign(operationType: string): Sign {
  if (POSITIVE_OPERATION_TYPES.includes(operationType)) return 1;
  if (NEGATIVE_OPERATION_TYPES.includes(operationType)) return -1;
  return 0;
}
