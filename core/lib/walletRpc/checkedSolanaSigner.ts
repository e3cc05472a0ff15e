import type { SolanaSigner } from '../../../ports/index.js';
import { type SolanaRpcRequest, validateSolanaRpcParams } from './validateSolanaRpcParams.js';

type Method = SolanaRpcRequest['method'];
type ParamsOf<M extends Method> = Extract<SolanaRpcRequest, { readonly method: M }>['params'];

/** The params of `method` once checked; rejects with SOLANA_PARAMS_INVALID naming the field. */
const checked = async <M extends Method>(method: M, args: unknown): Promise<ParamsOf<M>> => {
  const result = validateSolanaRpcParams(method, args);
  if (result.isErr()) throw result.error;
  // The validator answers with the method it was asked for, so the params are that method's.
  return result.value.params as ParamsOf<M>;
};

/**
 * A Solana signer whose every call is checked against SPEC §5 first (validateSolanaRpcParams): sign message
 * needs string `message` and `pubkey`, sign transaction a string `transaction`, sign-all a list of strings,
 * sign-and-send a string `transaction` and only the listed options. A bad input rejects with
 * SOLANA_PARAMS_INVALID naming the field and the wallet is never asked; a good one reaches `signer` with only
 * the checked fields. Connectors wrap the signer they expose with it, so every Solana wallet keeps the same rules.
 */
export function checkedSolanaSigner(signer: SolanaSigner): SolanaSigner {
  const signAll = signer.signAllTransactions?.bind(signer);
  return {
    namespace: 'solana',
    signMessage: async (args) => signer.signMessage(await checked('solana_signMessage', args)),
    signTransaction: async (args) => signer.signTransaction(await checked('solana_signTransaction', args)),
    signAndSendTransaction: async (args) => {
      const { transaction, options } = await checked('solana_signAndSendTransaction', args);
      return signer.signAndSendTransaction(
        Object.keys(options).length === 0 ? { transaction } : { transaction, options },
      );
    },
    ...(signAll === undefined
      ? {}
      : {
          signAllTransactions: async (args) => signAll(await checked('solana_signAllTransactions', args)),
        }),
  };
}
