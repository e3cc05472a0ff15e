import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../devnet/freePort.js';
import { SOLANA_ACCOUNT_FUNDS } from './manifest.js';
import { solanaDevnetKeys } from './seedKeys.js';
import { type SolanaDevnet, startSolanaDevnet } from './startSolanaDevnet.js';

describe('startSolanaDevnet with a real @solana/web3.js Connection', () => {
  let devnet: SolanaDevnet;
  let connection: Connection;
  const keys = solanaDevnetKeys();
  const [alice, bob] = keys.accounts as [Keypair, Keypair];

  beforeAll(async () => {
    devnet = await startSolanaDevnet({ port: await freePort(), slotMs: 100 });
    connection = new Connection(devnet.manifest.rpcUrl, {
      commitment: 'confirmed',
      wsEndpoint: devnet.manifest.wsUrl,
    });
  });
  afterAll(async () => {
    await devnet.stop();
  });

  it('answers the cluster id, version and health, and its slots advance', async () => {
    const genesisHash = await connection.getGenesisHash();
    expect(devnet.manifest.caipNetworkId).toBe(`solana:${genesisHash.slice(0, 32)}`);
    expect((await connection.getVersion())['solana-core']).toMatch(/^2\./);
    const first = await connection.getSlot();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await connection.getSlot()).toBeGreaterThan(first);
    const health = await fetch(`${devnet.manifest.rpcUrl}/health`);
    expect(await health.text()).toBe('ok');
  });

  it('serves the seeded SOL and USDC balances (jsonParsed token accounts)', async () => {
    const carol = keys.accounts[2] as Keypair;
    expect(await connection.getBalance(carol.publicKey)).toBe(Number(SOLANA_ACCOUNT_FUNDS.lamports));
    const mint = new PublicKey(devnet.manifest.tokens.USDC.mint);
    const { value } = await connection.getParsedTokenAccountsByOwner(carol.publicKey, { mint });
    expect(value).toHaveLength(1);
    expect(value[0]?.pubkey.equals(getAssociatedTokenAddressSync(mint, carol.publicKey))).toBe(true);
    expect(value[0]?.account.data.parsed.info.tokenAmount).toEqual({
      amount: '10000000000',
      decimals: 6,
      uiAmount: 10_000,
      uiAmountString: '10000',
    });
    const byProgram = await connection.getParsedTokenAccountsByOwner(carol.publicKey, {
      programId: TOKEN_PROGRAM_ID,
    });
    expect(byProgram.value).toHaveLength(1);
    const mintInfo = await connection.getParsedAccountInfo(mint);
    expect(mintInfo.value?.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'mint', info: { decimals: 6 } },
    });
  });

  it('sends SOL and confirms it over the signature subscription; the fee is what getFeeForMessage said', async () => {
    const before = await connection.getBalance(alice.publicKey);
    const transaction = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: alice.publicKey,
        toPubkey: bob.publicKey,
        lamports: LAMPORTS_PER_SOL,
      }),
    );
    const { blockhash } = await connection.getLatestBlockhash();
    transaction.recentBlockhash = blockhash;
    transaction.feePayer = alice.publicKey;
    const fee = (await connection.getFeeForMessage(transaction.compileMessage())).value;
    expect(fee).toBe(5000);
    const signature = await sendAndConfirmTransaction(connection, transaction, [alice]);
    expect(await connection.getBalance(alice.publicKey)).toBe(before - LAMPORTS_PER_SOL - 5000);
    const status = (await connection.getSignatureStatuses([signature])).value[0];
    expect(status).toMatchObject({ err: null, confirmationStatus: 'finalized' });
  });

  it('sends USDC to a fresh address, creating its associated token account (rent paid by the sender)', async () => {
    const mint = new PublicKey(devnet.manifest.tokens.USDC.mint);
    const fresh = Keypair.generate().publicKey;
    const from = getAssociatedTokenAddressSync(mint, alice.publicKey);
    const to = getAssociatedTokenAddressSync(mint, fresh);
    const rent = await connection.getMinimumBalanceForRentExemption(165);
    const solBefore = await connection.getBalance(alice.publicKey);
    const transaction = new Transaction().add(
      createAssociatedTokenAccountIdempotentInstruction(alice.publicKey, to, fresh, mint),
      createTransferCheckedInstruction(from, mint, to, alice.publicKey, 2_500_000n, 6),
    );
    await sendAndConfirmTransaction(connection, transaction, [alice]);
    expect((await connection.getTokenAccountBalance(to)).value.uiAmountString).toBe('2.5');
    const parsed = await connection.getParsedTokenAccountsByOwner(fresh, { mint });
    expect(parsed.value[0]?.account.data.parsed.info.tokenAmount.amount).toBe('2500000');
    expect((await connection.getTokenAccountBalance(from)).value.amount).toBe('9997500000');
    expect(await connection.getBalance(alice.publicKey)).toBe(solBefore - rent - 5000);
  });

  it('refuses in preflight what would fail, with the logs, and lands nothing', async () => {
    const poor = Keypair.generate();
    await connection.confirmTransaction(
      {
        signature: await connection.requestAirdrop(poor.publicKey, 10_000_000),
        ...(await connection.getLatestBlockhash()),
      },
      'confirmed',
    );
    expect(await connection.getBalance(poor.publicKey)).toBe(10_000_000);
    const transaction = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: poor.publicKey,
        toPubkey: bob.publicKey,
        lamports: LAMPORTS_PER_SOL,
      }),
    );
    const sent = sendAndConfirmTransaction(connection, transaction, [poor]);
    await expect(sent).rejects.toBeInstanceOf(SendTransactionError);
    await expect(sent).rejects.toThrow(/InstructionError/);
    expect(await connection.getBalance(poor.publicKey)).toBe(10_000_000);
  });

  it('simulates an unsigned transaction with a replaced blockhash', async () => {
    const transaction = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bob.publicKey, lamports: 1 }),
    );
    transaction.recentBlockhash = PublicKey.default.toBase58();
    transaction.feePayer = alice.publicKey;
    const { VersionedTransaction } = await import('@solana/web3.js');
    const unsigned = new VersionedTransaction(transaction.compileMessage());
    const { value } = await connection.simulateTransaction(unsigned, {
      sigVerify: false,
      replaceRecentBlockhash: true,
    });
    expect(value.err).toBeNull();
    expect(value.logs?.join('\n')).toContain('11111111111111111111111111111111 success');
  });

  it('notifies slot subscribers', async () => {
    const slot = await new Promise<number>((resolve) => {
      const id = connection.onSlotChange((info) => {
        void connection.removeSlotChangeListener(id);
        resolve(info.slot);
      });
    });
    expect(slot).toBeGreaterThan(0);
  });

  it('comes back re-seeded identically after a restart (same cluster id, mint and balances)', async () => {
    const again = await startSolanaDevnet({ port: await freePort(), slotMs: 100 });
    try {
      expect(again.manifest.caipNetworkId).toBe(devnet.manifest.caipNetworkId);
      expect(again.manifest.tokens).toEqual(devnet.manifest.tokens);
      expect(again.manifest.accounts).toEqual(devnet.manifest.accounts);
      const fresh = new Connection(again.manifest.rpcUrl, 'confirmed');
      expect(await fresh.getBalance(alice.publicKey)).toBe(Number(SOLANA_ACCOUNT_FUNDS.lamports));
    } finally {
      await again.stop();
    }
  });
});
