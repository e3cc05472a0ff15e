import { err, ok, type Result } from 'neverthrow';
import { type LatchError, solanaError } from '../errors/index.js';
import { isRecord } from '../validation/index.js';
import { type ValidSolanaSendOptions, validateSolanaSendOptions } from './validateSolanaSendOptions.js';

/** A Solana signing request whose params have been checked (SPEC §5). */
export type SolanaRpcRequest =
  | {
      readonly method: 'solana_signMessage';
      readonly params: { readonly message: string; readonly pubkey: string };
    }
  | { readonly method: 'solana_signTransaction'; readonly params: { readonly transaction: string } }
  | {
      readonly method: 'solana_signAllTransactions';
      readonly params: { readonly transactions: readonly string[] };
    }
  | {
      readonly method: 'solana_signAndSendTransaction';
      readonly params: { readonly transaction: string; readonly options: ValidSolanaSendOptions };
    };

type ParamsError = LatchError<'SOLANA_PARAMS_INVALID'>;

const invalid = (field: string) => err(solanaError('SOLANA_PARAMS_INVALID', { params: { field } }));

/**
 * SPEC §5 Solana request params: sign message needs string `message` and `pubkey`; sign transaction a
 * string `transaction`; sign-all a `transactions` list of strings; sign-and-send a string `transaction`
 * and optional options (see validateSolanaSendOptions). Other keys of `params` are dropped. The error
 * names the offending field (`method`, `params`, `params.pubkey`, `params.transactions[1]`, …).
 */
export const validateSolanaRpcParams = (
  method: string,
  params: unknown,
): Result<SolanaRpcRequest, ParamsError> => {
  if (!isRecord(params)) return invalid('params');
  switch (method) {
    case 'solana_signMessage': {
      const { message, pubkey } = params;
      if (typeof message !== 'string') return invalid('params.message');
      if (typeof pubkey !== 'string') return invalid('params.pubkey');
      return ok({ method, params: { message, pubkey } });
    }
    case 'solana_signTransaction': {
      const { transaction } = params;
      if (typeof transaction !== 'string') return invalid('params.transaction');
      return ok({ method, params: { transaction } });
    }
    case 'solana_signAllTransactions':
      return stringList(params.transactions, 'params.transactions').map((transactions) => ({
        method,
        params: { transactions },
      }));
    case 'solana_signAndSendTransaction': {
      const { transaction } = params;
      if (typeof transaction !== 'string') return invalid('params.transaction');
      return validateSolanaSendOptions(params.options, 'params.options').map((options) => ({
        method,
        params: { transaction, options },
      }));
    }
    default:
      return invalid('method');
  }
};

const stringList = (value: unknown, field: string): Result<readonly string[], ParamsError> => {
  if (!Array.isArray(value)) return invalid(field);
  const list: string[] = [];
  for (const [index, item] of value.entries()) {
    if (typeof item !== 'string') return invalid(`${field}[${index}]`);
    list.push(item);
  }
  return ok(list);
};
