import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64 } from '@scure/base';
import { Keypair, PublicKey, SystemProgram, Transaction, VersionedTransaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { sandboxSolanaKeypair } from '../injected/solana/sandboxSolanaKeypair.js';
import { executeSolanaRequest } from './executeSolanaRequest.js';

const keypair = sandboxSolanaKeypair('latch-solana-devnet', 0);
const address = keypair.publicKey.toBase58();

/** An unsigned SOL transfer paid by the wallet's key, as a dapp sends it (base64 wire bytes). */
const unsignedTransfer = () =>
  base64.encode(
    new Transaction({ feePayer: keypair.publicKey, recentBlockhash: PublicKey.default.toBase58() })
      .add(
        SystemProgram.transfer({
          fromPubkey: keypair.publicKey,
          toPubkey: Keypair.generate().publicKey,
          lamports: 1,
        }),
      )
      .serialize({ requireAllSignatures: false, verifySignatures: false }),
  );

const run = (method: string, params: unknown, sent: Uint8Array[] = []) =>
  executeSolanaRequest(
    { method, params },
    {
      keypair,
      send: async (signed) => {
        sent.push(signed);
        return 'sent-signature';
      },
    },
  );

describe('executeSolanaRequest (WalletConnect solana namespace)', () => {
  it('signs a base58 message with the account key (ed25519), answering a base58 signature', async () => {
    const message = new TextEncoder().encode('Sign in to Latch');
    const answer = (
      await run('solana_signMessage', { message: base58.encode(message), pubkey: address })
    )._unsafeUnwrap();
    const { signature } = answer as { signature: string };
    expect(ed25519.verify(base58.decode(signature), message, keypair.publicKey.toBytes())).toBe(true);
  });

  it('signs a transaction and answers it signed, and signs and sends one through the node', async () => {
    const signed = (
      await run('solana_signTransaction', { transaction: unsignedTransfer() })
    )._unsafeUnwrap() as {
      signature: string;
      transaction: string;
    };
    const transaction = VersionedTransaction.deserialize(base64.decode(signed.transaction));
    expect(base58.encode(transaction.signatures[0] ?? new Uint8Array())).toBe(signed.signature);
    expect(
      ed25519.verify(
        transaction.signatures[0] ?? new Uint8Array(),
        transaction.message.serialize(),
        keypair.publicKey.toBytes(),
      ),
    ).toBe(true);

    const sent: Uint8Array[] = [];
    const answer = await run('solana_signAndSendTransaction', { transaction: unsignedTransfer() }, sent);
    expect(answer._unsafeUnwrap()).toEqual({ signature: 'sent-signature' });
    expect(sent).toHaveLength(1);
  });

  it("refuses another account's message, bad params and other methods with their codes", async () => {
    const other = Keypair.generate().publicKey.toBase58();
    const codes = await Promise.all([
      run('solana_signMessage', { message: base58.encode(Uint8Array.of(1)), pubkey: other }),
      run('solana_signMessage', { message: '0OIl', pubkey: address }),
      run('solana_signTransaction', { transaction: 'not base64!' }),
      run('solana_signAndSendTransaction', []),
      run('solana_signAllTransactions', { transactions: [] }),
    ]);
    expect(codes.map((result) => result._unsafeUnwrapErr().code)).toEqual([
      4100, -32602, -32602, -32602, 4200,
    ]);
  });
});
