import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64 } from '@scure/base';
import { type Keypair, VersionedTransaction } from '@solana/web3.js';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { WalletRpcError } from './WalletRpcError.js';

/** The Solana methods the sandbox wallet offers over WalletConnect (SPEC §5, CONTRACTS' solana namespace). */
export const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
] as const;

/** Sends signed wire bytes to the cluster; answers the base58 signature. */
export type SendSolanaTransaction = (
  signed: Uint8Array,
  options: Readonly<Record<string, unknown>>,
) => Promise<string>;

export interface SolanaRequestContext {
  /** The key the session shares (the devnet's `account/<index>`). */
  readonly keypair: Keypair;
  readonly send: SendSolanaTransaction;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const invalid = (detail: string) =>
  errAsync(new WalletRpcError('invalidParams', `Invalid params: ${detail}`));

/** The transaction of `params.transaction` (base64 wire bytes), or undefined. */
const readTransaction = (params: Readonly<Record<string, unknown>>): VersionedTransaction | undefined => {
  if (typeof params.transaction !== 'string') return undefined;
  try {
    return VersionedTransaction.deserialize(base64.decode(params.transaction));
  } catch {
    return undefined;
  }
};

const signWith = (transaction: VersionedTransaction, keypair: Keypair): VersionedTransaction => {
  transaction.sign([keypair]);
  return transaction;
};

const firstSignature = (transaction: VersionedTransaction): string =>
  base58.encode(transaction.signatures[0] ?? new Uint8Array(64));

/**
 * Carries out a Solana request the user approved, as WalletConnect's Solana JSON-RPC has it:
 * solana_signMessage `{ message (base58), pubkey }` → `{ signature }` (ed25519, base58);
 * solana_signTransaction `{ transaction (base64) }` → `{ signature, transaction }` (signed, base64);
 * solana_signAndSendTransaction `{ transaction, sendOptions? }` → `{ signature }` once the node took it.
 * Another account's message is 4100, bad params -32602, a refused send -32603 with the node's text.
 */
export function executeSolanaRequest(
  request: { readonly method: string; readonly params: unknown },
  context: SolanaRequestContext,
): ResultAsync<unknown, WalletRpcError> {
  const { keypair } = context;
  const params = request.params;
  if (!isRecord(params)) return invalid('expected an object');
  switch (request.method) {
    case 'solana_signMessage': {
      if (typeof params.message !== 'string') return invalid('message');
      if (params.pubkey !== keypair.publicKey.toBase58()) return errAsync(new WalletRpcError('unauthorized'));
      let message: Uint8Array;
      try {
        message = base58.decode(params.message);
      } catch {
        return invalid('message must be base58');
      }
      const signature = ed25519.sign(message, keypair.secretKey.slice(0, 32));
      return okAsync({ signature: base58.encode(signature) });
    }
    case 'solana_signTransaction': {
      const transaction = readTransaction(params);
      if (transaction === undefined) return invalid('transaction');
      const signed = signWith(transaction, keypair);
      return okAsync({ signature: firstSignature(signed), transaction: base64.encode(signed.serialize()) });
    }
    case 'solana_signAndSendTransaction': {
      const transaction = readTransaction(params);
      if (transaction === undefined) return invalid('transaction');
      const options = isRecord(params.sendOptions) ? params.sendOptions : {};
      const signed = signWith(transaction, keypair);
      return ResultAsync.fromPromise(
        context.send(signed.serialize(), options),
        (cause) =>
          new WalletRpcError('internal', cause instanceof Error ? cause.message : String(cause), { cause }),
      ).map((signature) => ({ signature }));
    }
    default:
      return errAsync(
        new WalletRpcError('unsupportedMethod', `The sandbox wallet does not support ${request.method}`),
      );
  }
}
