import { base64 } from '@scure/base';
import {
  ACCOUNT_SIZE,
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  ExtensionType,
  getAccountLen,
  getAccountTypeOfMintType,
  getAssociatedTokenAddressSync,
  getExtensionTypes,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  unpackMint,
} from '@solana/spl-token';
import { type Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';
import { Buffer } from 'buffer';
import type { SolanaFeeEstimate, SolanaTransfer, SolanaTransferRequest } from '../../../ports/index.js';
import { UnsupportedFailureError } from '../evm/failures.js';

export interface BuildSolanaTransferArgs {
  readonly connection: Connection;
  readonly request: SolanaTransferRequest;
  /** The fee of the compiled message and the rent of the accounts it creates (the reader's estimateSolanaFee). */
  readonly estimate: (message: Uint8Array, newAccountSizes: readonly number[]) => Promise<SolanaFeeEstimate>;
}

/**
 * @solana/spl-token's instruction builders use the global `Buffer` (Node's); a browser has none. Given once, before
 * the first SPL transfer is built (the same class web3.js itself imports), and never replacing a page's own.
 */
const provideBuffer = (): void => {
  if (Reflect.get(globalThis, 'Buffer') === undefined) Reflect.set(globalThis, 'Buffer', Buffer);
};

/** The token program that owns `mint` (SPL Token or Token-2022) and the size of a new token account of it. */
const tokenProgramOf = async (connection: Connection, mint: PublicKey) => {
  const info = await connection.getAccountInfo(mint);
  if (info === null)
    throw new UnsupportedFailureError(`the SPL mint ${mint.toBase58()} (not on this cluster)`);
  if (info.owner.equals(TOKEN_PROGRAM_ID)) return { programId: TOKEN_PROGRAM_ID, accountSize: ACCOUNT_SIZE };
  if (!info.owner.equals(TOKEN_2022_PROGRAM_ID))
    throw new UnsupportedFailureError(`a mint owned by ${info.owner.toBase58()}`);
  // Token-2022: the account carries the mint's account-side extensions, and the ATA program adds ImmutableOwner.
  const extensions = getExtensionTypes(unpackMint(mint, info, TOKEN_2022_PROGRAM_ID).tlvData).map(
    getAccountTypeOfMintType,
  );
  const accountSize = getAccountLen([...new Set([...extensions, ExtensionType.ImmutableOwner])]);
  return { programId: TOKEN_2022_PROGRAM_ID, accountSize };
};

/**
 * The unsigned transaction of a send on Solana, built with @solana/web3.js and @solana/spl-token: SOL is a System
 * Program transfer; an SPL token goes from the sender's associated token account to the receiver's with
 * `transferChecked`, after `createAssociatedTokenAccountIdempotent` when the receiver has none yet (the sender pays
 * its rent). Returned with its fee and that rent, and the rent-exempt minimum of a plain account.
 */
export async function buildSolanaTransfer({
  connection,
  request,
  estimate,
}: BuildSolanaTransferArgs): Promise<SolanaTransfer> {
  const from = new PublicKey(request.from);
  const to = new PublicKey(request.to);
  const transaction = new Transaction({ feePayer: from });
  const newAccountSizes: number[] = [];
  let createsTokenAccount = false;
  let receiverIsNew = false;
  const { token } = request;
  if (token === undefined) {
    receiverIsNew = (await connection.getAccountInfo(to)) === null;
    transaction.add(SystemProgram.transfer({ fromPubkey: from, toPubkey: to, lamports: request.amount }));
  } else {
    provideBuffer();
    const mint = new PublicKey(token.mint);
    const { programId, accountSize } = await tokenProgramOf(connection, mint);
    const source = getAssociatedTokenAddressSync(mint, from, true, programId);
    const destination = getAssociatedTokenAddressSync(mint, to, true, programId);
    if ((await connection.getAccountInfo(destination)) === null) {
      createsTokenAccount = true;
      newAccountSizes.push(accountSize);
      transaction.add(
        createAssociatedTokenAccountIdempotentInstruction(from, destination, to, mint, programId),
      );
    }
    transaction.add(
      createTransferCheckedInstruction(
        source,
        mint,
        destination,
        from,
        request.amount,
        token.decimals,
        [],
        programId,
      ),
    );
  }
  const [{ blockhash }, accountRentMinimum] = await Promise.all([
    connection.getLatestBlockhash(),
    connection.getMinimumBalanceForRentExemption(0),
  ]);
  transaction.recentBlockhash = blockhash;
  const fee = await estimate(transaction.serializeMessage(), newAccountSizes);
  const wire = transaction.serialize({ requireAllSignatures: false, verifySignatures: false });
  return {
    transaction: base64.encode(wire),
    fee,
    createsTokenAccount,
    accountRentMinimum: BigInt(accountRentMinimum),
    receiverIsNew,
  };
}
