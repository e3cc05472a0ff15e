import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token';
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js';
import type { IdentifierString } from '@wallet-standard/base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendSolanaTransfer } from '../../../core/features/send/solana/sendSolanaTransfer.js';
import type { Network } from '../../../ports/index.js';
import { freePort } from '../../../services/devnet/freePort.js';
import { solanaDevnetKeys } from '../../../services/solana-devnet/seedKeys.js';
import { type SolanaDevnet, startSolanaDevnet } from '../../../services/solana-devnet/startSolanaDevnet.js';
import { ManualClock } from '../../../testkits/ManualClock.js';
import { MemoryWalletStandardWallet } from '../../../testkits/MemoryWalletStandard.js';
import { createWalletStandardConnector } from '../../wallet/solana/createWalletStandardConnector.js';
import { createLazySolanaChainReader } from './createLazySolanaChainReader.js';
import { createSolanaChainReader, SolanaConfirmTimeoutError } from './createSolanaChainReader.js';

describe('createSolanaChainReader against the local Solana devnet', () => {
  let devnet: SolanaDevnet;
  let network: Network;
  const keys = solanaDevnetKeys();
  const alice = keys.accounts[3] as Keypair;
  const reader = createSolanaChainReader({ pollingIntervalMs: 100, confirmTimeoutMs: 1_500 });

  beforeAll(async () => {
    devnet = await startSolanaDevnet({ port: await freePort(), slotMs: 100 });
    network = {
      id: devnet.manifest.genesisHash.slice(0, 32),
      name: devnet.manifest.name,
      chainNamespace: 'solana',
      caipNetworkId: devnet.manifest.caipNetworkId,
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: [devnet.manifest.rpcUrl] } },
    };
  });
  afterAll(async () => {
    reader.dispose();
    await devnet.stop();
  });

  it('reads SOL and SPL balances', async () => {
    const address = alice.publicKey.toBase58();
    expect(await reader.getNativeBalance({ address, network })).toBe(100_000_000_000n);
    const tokens = await reader.getSplTokenBalances({ address, network });
    expect(tokens).toEqual([
      {
        account: getAssociatedTokenAddressSync(
          new PublicKey(devnet.manifest.tokens.USDC.mint),
          alice.publicKey,
        ).toBase58(),
        mint: devnet.manifest.tokens.USDC.mint,
        programId: devnet.manifest.tokens.USDC.programId,
        amount: 10_000_000_000n,
        decimals: 6,
      },
    ]);
    await expect(reader.getNativeBalance({ address: '0xnot-solana', network })).rejects.toMatchObject({
      code: 'ADDRESS_INVALID',
    });
  });

  it('estimates the fee and the rent of a new token account, then confirms the transfer', async () => {
    const connection = new Connection(devnet.manifest.rpcUrl, 'confirmed');
    const mint = new PublicKey(devnet.manifest.tokens.USDC.mint);
    const fresh = Keypair.generate().publicKey;
    const to = getAssociatedTokenAddressSync(mint, fresh);
    const transaction = new Transaction().add(
      createAssociatedTokenAccountIdempotentInstruction(alice.publicKey, to, fresh, mint),
      createTransferCheckedInstruction(
        getAssociatedTokenAddressSync(mint, alice.publicKey),
        mint,
        to,
        alice.publicKey,
        1n,
        6,
      ),
    );
    transaction.recentBlockhash = (await connection.getLatestBlockhash()).blockhash;
    transaction.feePayer = alice.publicKey;
    const estimate = await reader.estimateSolanaFee({
      message: transaction.serializeMessage(),
      newAccountSizes: [165],
      network,
    });
    expect(estimate).toEqual({
      fee: 5000n,
      rent: BigInt(await connection.getMinimumBalanceForRentExemption(165)),
    });
    transaction.sign(alice);
    const before = await reader.getNativeBalance({ address: alice.publicKey.toBase58(), network });
    const hash = await connection.sendRawTransaction(transaction.serialize());
    const receipt = await reader.waitForTransaction({ hash, network });
    expect(receipt).toMatchObject({ hash, status: 'success' });
    expect(before - (await reader.getNativeBalance({ address: alice.publicKey.toBase58(), network }))).toBe(
      estimate.fee + estimate.rent,
    );
  });

  it('builds a SOL transfer to a new account and an SPL transfer that creates the token account', async () => {
    const connection = new Connection(devnet.manifest.rpcUrl, 'confirmed');
    const { mint, decimals } = devnet.manifest.tokens.USDC;
    const from = alice.publicKey.toBase58();
    const fresh = Keypair.generate().publicKey.toBase58();
    const rentMinimum = BigInt(await connection.getMinimumBalanceForRentExemption(0));
    const signAndSend = async (wire: string) => {
      const transaction = VersionedTransaction.deserialize(Buffer.from(wire, 'base64'));
      transaction.sign([alice]);
      const hash = await connection.sendRawTransaction(transaction.serialize());
      expect(await reader.waitForTransaction({ hash, network })).toMatchObject({ status: 'success' });
    };

    const sol = await reader.buildSolanaTransfer({
      request: { from, to: fresh, amount: 1_000_000_000n },
      network,
    });
    expect(sol).toMatchObject({
      fee: { fee: 5000n, rent: 0n },
      createsTokenAccount: false,
      receiverIsNew: true,
      accountRentMinimum: rentMinimum,
    });
    await signAndSend(sol.transaction);
    expect(await reader.getNativeBalance({ address: fresh, network })).toBe(1_000_000_000n);

    const request = { from, to: fresh, amount: 2_500_000n, token: { mint, decimals } };
    const spl = await reader.buildSolanaTransfer({ request, network });
    const ataRent = BigInt(await connection.getMinimumBalanceForRentExemption(165));
    expect(spl).toMatchObject({ fee: { fee: 5000n, rent: ataRent }, createsTokenAccount: true });
    const before = await reader.getNativeBalance({ address: from, network });
    await signAndSend(spl.transaction);
    expect(before - (await reader.getNativeBalance({ address: from, network }))).toBe(5000n + ataRent);
    expect(await reader.getSplTokenBalances({ address: fresh, network })).toMatchObject([
      { mint, amount: 2_500_000n, decimals },
    ]);

    // The token account exists now: no rent, and the SOL receiver is no longer new.
    const again = await reader.buildSolanaTransfer({ request, network });
    expect(again).toMatchObject({ fee: { fee: 5000n, rent: 0n }, createsTokenAccount: false });
    await signAndSend(again.transaction);
    expect(await reader.getSplTokenBalances({ address: fresh, network })).toMatchObject([
      { amount: 5_000_000n },
    ]);
    const back = await reader.buildSolanaTransfer({ request: { from, to: fresh, amount: 1n }, network });
    expect(back.receiverIsNew).toBe(false);
    await expect(
      reader.buildSolanaTransfer({
        request: { from, to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', amount: 1n },
        network,
      }),
    ).rejects.toMatchObject({ code: 'ADDRESS_INVALID' });
    await expect(
      reader.buildSolanaTransfer({
        request: { ...request, token: { mint: Keypair.generate().publicKey.toBase58(), decimals: 6 } },
        network,
      }),
    ).rejects.toMatchObject({ kind: 'UnsupportedFailure' });
  });

  it('gives up on a signature that never lands after its time-out', async () => {
    const unknown = Keypair.generate();
    const transaction = new Transaction({
      feePayer: unknown.publicKey,
      recentBlockhash: PublicKey.default.toBase58(),
    }).add(SystemProgram.transfer({ fromPubkey: unknown.publicKey, toPubkey: alice.publicKey, lamports: 1 }));
    transaction.sign(unknown);
    const hash = (await import('@scure/base')).base58.encode(transaction.signature as Uint8Array);
    await expect(reader.waitForTransaction({ hash, network })).rejects.toBeInstanceOf(
      SolanaConfirmTimeoutError,
    );
  });

  it('loads the reader on first use only', async () => {
    let loads = 0;
    const lazy = createLazySolanaChainReader(async () => {
      loads += 1;
      return createSolanaChainReader;
    });
    expect(loads).toBe(0);
    expect(await lazy.getNativeBalance({ address: alice.publicKey.toBase58(), network })).toBeGreaterThan(0n);
    await lazy.getSplTokenBalances({ address: alice.publicKey.toBase58(), network });
    expect(loads).toBe(1);
    lazy.dispose();
  });

  it('sends what a wallet with solana:signTransaction only signed, and confirms it', async () => {
    const payer = keys.accounts[5] as Keypair;
    const wallet = new MemoryWalletStandardWallet({
      chains: [network.caipNetworkId as IdentifierString],
      addresses: [payer.publicKey.toBase58()],
      solanaFeatures: ['solana:signTransaction'],
      signTransactionWith: (bytes) => {
        const signed = VersionedTransaction.deserialize(bytes);
        signed.sign([payer]);
        return signed.serialize();
      },
    });
    const { signer } = await createWalletStandardConnector(wallet).connect({ network });
    if (signer.namespace !== 'solana') throw new Error('expected a Solana signer');
    const receiver = Keypair.generate().publicKey.toBase58();
    const { transaction } = await reader.buildSolanaTransfer({
      request: { from: payer.publicKey.toBase58(), to: receiver, amount: 1_000_000_000n },
      network,
    });
    const sent = await sendSolanaTransfer({
      ...{ signer, transaction, network, readers: { solana: reader } },
      ...{ scheduler: new ManualClock(), timeoutMs: 10_000 },
    });
    expect(sent.isOk()).toBe(true);
    expect(wallet.calls.map((call) => call.feature)).toEqual(['standard:connect', 'solana:signTransaction']);
    expect(await reader.getNativeBalance({ address: receiver, network })).toBe(1_000_000_000n);
  });

  it("refuses what the node refuses with catalogue errors, never the node's words", async () => {
    const send = (payer: Keypair, recentBlockhash: string) => {
      const transaction = new Transaction({ feePayer: payer.publicKey, recentBlockhash }).add(
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: alice.publicKey, lamports: 1 }),
      );
      transaction.sign(payer);
      const wire = transaction.serialize().toString('base64');
      return reader.sendSolanaTransaction({ transaction: wire, network });
    };
    const { blockhash } = await new Connection(devnet.manifest.rpcUrl).getLatestBlockhash();
    await expect(send(alice, PublicKey.default.toBase58())).rejects.toMatchObject({
      code: 'SOLANA_BLOCKHASH_EXPIRED',
      message: 'The transaction expired. Try again',
    });
    await expect(send(Keypair.generate(), blockhash)).rejects.toMatchObject({
      code: 'INSUFFICIENT_BALANCE_FOR_FEE',
      message: 'Insufficient SOL balance to pay the network fee',
    });
  });
});
