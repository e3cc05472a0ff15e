import { ed25519 } from '@noble/curves/ed25519';
import { base58 } from '@scure/base';
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignMessageFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features';
import { PublicKey, SystemProgram, Transaction, VersionedTransaction } from '@solana/web3.js';
import type { StandardConnectFeature, StandardEventsFeature } from '@wallet-standard/features';
import { describe, expect, it } from 'vitest';
import { solanaDevnetKeypair } from '../../../../services/solana-devnet/seedKeys.js';
import type { PromptSummary } from '../summarisePrompt.js';
import { createSandboxSolanaWallet, SANDBOX_SOLANA_NAME } from './createSandboxSolanaWallet.js';
import { readSandboxSolanaConfig } from './sandboxSolanaConfig.js';

type Features = StandardConnectFeature &
  StandardEventsFeature &
  SolanaSignMessageFeature &
  SolanaSignTransactionFeature &
  SolanaSignAndSendTransactionFeature;

const SEED = 'latch-solana-devnet';
const CONFIG = readSandboxSolanaConfig({
  rpcUrl: 'http://127.0.0.1:8899',
  caipNetworkId: 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K',
  seed: SEED,
  accountIndex: 1,
});

const setUp = (answers: boolean[] = []) => {
  if (CONFIG === undefined) throw new Error('the test configuration is malformed');
  const prompts: PromptSummary[] = [];
  const sent: Uint8Array[] = [];
  const confirm = async (summary: PromptSummary) => {
    prompts.push(summary);
    return answers.shift() ?? true;
  };
  const send = async (signed: Uint8Array) => {
    sent.push(signed);
    return base58.encode(VersionedTransaction.deserialize(signed).signatures[0] ?? new Uint8Array());
  };
  const { wallet, address } = createSandboxSolanaWallet(CONFIG, confirm, { send });
  return { wallet, address, features: wallet.features as Features, prompts, sent };
};

const transferFrom = (from: string): Uint8Array => {
  const payer = new PublicKey(from);
  const transaction = new Transaction({ feePayer: payer, recentBlockhash: PublicKey.default.toBase58() }).add(
    SystemProgram.transfer({ fromPubkey: payer, toPubkey: PublicKey.default, lamports: 1 }),
  );
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false });
};

describe('the sandbox wallet, Solana side (Wallet Standard)', () => {
  it('holds the devnet key account/<index> of the seed, on its one cluster', () => {
    const { wallet, address } = setUp();
    expect(address).toBe(solanaDevnetKeypair('account/1', SEED).publicKey.toBase58());
    expect(wallet.name).toBe(SANDBOX_SOLANA_NAME);
    expect(wallet.chains).toEqual([CONFIG?.caipNetworkId]);
    expect(wallet.icon.startsWith('data:image/svg+xml;base64,')).toBe(true);
    expect(wallet.accounts).toEqual([]);
  });

  it('connects once approved; a silent connect shares nothing before; events follow', async () => {
    const { wallet, address, features, prompts } = setUp([false, true]);
    const changes: unknown[] = [];
    features['standard:events'].on('change', ({ accounts }) => changes.push(accounts?.map((a) => a.address)));
    expect((await features['standard:connect'].connect({ silent: true })).accounts).toEqual([]);
    await expect(features['standard:connect'].connect()).rejects.toMatchObject({ code: 4001 });
    const { accounts } = await features['standard:connect'].connect();
    expect(accounts.map((account) => account.address)).toEqual([address]);
    expect(wallet.accounts).toHaveLength(1);
    expect(prompts.map((prompt) => prompt.title)).toEqual([
      'Connect to this site (Solana)',
      'Connect to this site (Solana)',
    ]);
    expect(changes).toEqual([[address]]);
  });

  it('signs a message with ed25519 after approval', async () => {
    const { address, features, prompts } = setUp();
    const { accounts } = await features['standard:connect'].connect();
    const [account] = accounts;
    if (account === undefined) throw new Error('no account');
    const message = new TextEncoder().encode('Sign in to Latch');
    const [output] = await features['solana:signMessage'].signMessage({ account, message });
    expect(output && ed25519.verify(output.signature, message, base58.decode(address))).toBe(true);
    expect(prompts.at(-1)).toEqual({
      title: 'Sign message (Solana)',
      lines: ['Sign in to Latch', `Account ${address}`],
    });
  });

  it('signs and sends transactions with its key; a refusal is 4001 and sends nothing', async () => {
    const { address, features, sent } = setUp([true, true, true, false]);
    const { accounts } = await features['standard:connect'].connect();
    const [account] = accounts;
    if (account === undefined) throw new Error('no account');
    const [signed] = await features['solana:signTransaction'].signTransaction({
      account,
      transaction: transferFrom(address),
    });
    const transaction = VersionedTransaction.deserialize(signed?.signedTransaction ?? new Uint8Array());
    const [signature] = transaction.signatures;
    expect(
      signature && ed25519.verify(signature, transaction.message.serialize(), base58.decode(address)),
    ).toBe(true);

    const [output] = await features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      chain: CONFIG?.caipNetworkId ?? 'solana:x',
      transaction: transferFrom(address),
    });
    expect(sent).toHaveLength(1);
    expect(output?.signature).toEqual(
      VersionedTransaction.deserialize(sent[0] ?? new Uint8Array()).signatures[0],
    );

    await expect(
      features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        chain: CONFIG?.caipNetworkId ?? 'solana:x',
        transaction: transferFrom(address),
      }),
    ).rejects.toMatchObject({ code: 4001 });
    expect(sent).toHaveLength(1);
  });

  it('refuses to sign before the site is connected', async () => {
    const { address, features } = setUp();
    const account = { address, publicKey: base58.decode(address), chains: [], features: [] };
    await expect(
      features['solana:signMessage'].signMessage({ account, message: Uint8Array.of(1) }),
    ).rejects.toMatchObject({ code: 4100 });
  });

  it('reads its configuration, refusing a malformed one', () => {
    expect(CONFIG).toMatchObject({ accountIndex: 1, seed: SEED });
    expect(
      readSandboxSolanaConfig({ rpcUrl: 'ftp://x', caipNetworkId: 'solana:abc', seed: 's' }),
    ).toBeUndefined();
    expect(
      readSandboxSolanaConfig({ rpcUrl: 'http://x', caipNetworkId: 'eip155:1', seed: 's' }),
    ).toBeUndefined();
    expect(
      readSandboxSolanaConfig({ rpcUrl: 'http://x', caipNetworkId: 'solana:abc', seed: '' }),
    ).toBeUndefined();
    expect(readSandboxSolanaConfig({ rpcUrl: 'http://x', caipNetworkId: 'solana:abc', seed: 's' })).toEqual({
      rpcUrl: 'http://x',
      caipNetworkId: 'solana:abc',
      seed: 's',
      accountIndex: 0,
    });
  });
});
