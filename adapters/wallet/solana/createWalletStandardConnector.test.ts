import { base58, base64 } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { memoryNetwork } from '../../../testkits/MemoryWalletConnector.js';
import { MemoryWalletStandardWallet, memorySignature } from '../../../testkits/MemoryWalletStandard.js';
import { createWalletStandardConnector } from './createWalletStandardConnector.js';

const ALICE = 'So11111111111111111111111111111111111111112';
const BOB = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
/** A local cluster's CAIP-2 id, and Wallet Standard's name for the public devnet. */
const LOCAL = memoryNetwork('solana', 'BYVhQtk3eamBKfLU8ZDvHEPKzWVDCP1a');
const DEVNET = memoryNetwork('solana', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1');

describe('createWalletStandardConnector', () => {
  it('lists the wallet as an announced Solana connector with its data-URI icon', () => {
    const wallet = new MemoryWalletStandardWallet({ name: 'Memo' });
    expect(createWalletStandardConnector(wallet).info).toEqual({
      id: 'wallet-standard:Memo',
      name: 'Memo',
      type: 'ANNOUNCED',
      namespace: 'solana',
      imageUrl: wallet.icon,
    });
  });

  it('connects through standard:connect: the accounts on the network, CAIP-10 ready', async () => {
    const wallet = new MemoryWalletStandardWallet({ chains: [LOCAL.caipNetworkId], addresses: [ALICE, BOB] });
    const session = await createWalletStandardConnector(wallet).connect({ network: LOCAL });
    expect(session.accounts).toEqual({ accounts: [ALICE, BOB], caipNetworkId: LOCAL.caipNetworkId });
    expect(session.signer.namespace).toBe('solana');
  });

  it("matches a CAIP-2 devnet to the standard's solana:devnet chain", async () => {
    const wallet = new MemoryWalletStandardWallet({ chains: ['solana:devnet'], addresses: [ALICE] });
    const session = await createWalletStandardConnector(wallet).connect({ network: DEVNET });
    expect(session.accounts.caipNetworkId).toBe(DEVNET.caipNetworkId);
    if (session.signer.namespace !== 'solana') throw new Error('expected a Solana signer');
    const transaction = base64.encode(Uint8Array.of(1, 2, 3));
    await session.signer.signAndSendTransaction({ transaction });
    expect(wallet.calls.at(-1)).toMatchObject({ input: [{ chain: 'solana:devnet' }] });
  });

  it('connects on a Solana network only', async () => {
    const connector = createWalletStandardConnector(new MemoryWalletStandardWallet({ addresses: [ALICE] }));
    const evm = memoryNetwork('eip155');
    await expect(connector.connect({ network: evm })).rejects.toMatchObject({ code: 4100 });
    expect(await connector.reconnect({ network: evm })).toBeUndefined();
  });

  it('maps a refusal to the 4001 provider failure', async () => {
    const wallet = new MemoryWalletStandardWallet({ addresses: [ALICE] });
    wallet.behaviour = 'reject';
    await expect(createWalletStandardConnector(wallet).connect({ network: DEVNET })).rejects.toEqual({
      kind: 'ProviderRpcFailure',
      code: 4001,
      message: 'User rejected the request.',
    });
  });

  it('signs messages, transactions and sends through the Solana features', async () => {
    const wallet = new MemoryWalletStandardWallet({ addresses: [ALICE] });
    const { signer, request } = await createWalletStandardConnector(wallet).connect({ network: DEVNET });
    if (signer.namespace !== 'solana') throw new Error('expected a Solana signer');

    const text = 'Sign in to Latch';
    expect(await signer.signMessage({ pubkey: ALICE, message: text })).toBe(
      base58.encode(memorySignature(new TextEncoder().encode(text))),
    );
    const transaction = base64.encode(Uint8Array.of(1, 2, 3));
    expect(await signer.signTransaction({ transaction })).toBe(base64.encode(Uint8Array.of(1, 2, 3, 0xff)));
    expect(
      await signer.signAndSendTransaction({ transaction, options: { preflightCommitment: 'confirmed' } }),
    ).toBe(base58.encode(memorySignature(Uint8Array.of(1, 2, 3), 1)));
    expect(wallet.calls.at(-1)).toMatchObject({
      feature: 'solana:signAndSendTransaction',
      input: [{ account: { address: ALICE }, options: { preflightCommitment: 'confirmed' } }],
    });
    expect(await request({ method: 'solana_signTransaction', params: { transaction } })).toBe(
      base64.encode(Uint8Array.of(1, 2, 3, 0xff)),
    );
    await expect(request({ method: 'eth_accounts' })).rejects.toEqual({
      kind: 'UnsupportedFailure',
      capability: 'eth_accounts',
    });
  });

  it("refuses bad inputs (SPEC §5) and another account's message before the wallet is asked", async () => {
    const wallet = new MemoryWalletStandardWallet({ addresses: [ALICE] });
    const { signer } = await createWalletStandardConnector(wallet).connect({ network: DEVNET });
    if (signer.namespace !== 'solana') throw new Error('expected a Solana signer');
    const asked = wallet.calls.length;
    await expect(
      signer.signAndSendTransaction({ transaction: 'AQ==', options: { maxRetries: 1.5 } }),
    ).rejects.toMatchObject({
      code: 'SOLANA_PARAMS_INVALID',
      params: { field: 'params.options.maxRetries' },
    });
    await expect(signer.signMessage({ pubkey: BOB, message: 'hi' })).rejects.toEqual({
      kind: 'UnsupportedFailure',
      capability: `account ${BOB}`,
    });
    expect(wallet.calls.length).toBe(asked);
  });

  it('says so when the wallet lacks a feature', async () => {
    const wallet = new MemoryWalletStandardWallet({
      addresses: [ALICE],
      solanaFeatures: ['solana:signMessage'],
    });
    const { signer } = await createWalletStandardConnector(wallet).connect({ network: DEVNET });
    if (signer.namespace !== 'solana') throw new Error('expected a Solana signer');
    await expect(signer.signTransaction({ transaction: 'AQ==' })).rejects.toEqual({
      kind: 'UnsupportedFailure',
      capability: 'solana:signTransaction',
    });
  });

  it('reconnects silently only when the wallet already shares accounts with the page', async () => {
    const wallet = new MemoryWalletStandardWallet({ addresses: [ALICE] });
    const connector = createWalletStandardConnector(wallet);
    expect(await connector.reconnect({ network: DEVNET })).toBeUndefined();
    expect(wallet.calls).toEqual([{ feature: 'standard:connect', input: { silent: true } }]);
    await connector.connect({ network: DEVNET });
    const again = await createWalletStandardConnector(wallet).reconnect({ network: DEVNET });
    expect(again?.accounts.accounts).toEqual([ALICE]);
  });

  it('follows account changes and disconnects when none is left', async () => {
    const wallet = new MemoryWalletStandardWallet({ addresses: [ALICE] });
    const connector = createWalletStandardConnector(wallet);
    const events: unknown[] = [];
    connector.on('accountsChanged', (accounts) => events.push(['accountsChanged', accounts]));
    connector.on('disconnect', (payload) => events.push(['disconnect', payload]));
    await connector.connect({ network: DEVNET });
    wallet.switchAccounts([BOB]);
    wallet.switchAccounts([]);
    expect(events).toEqual([
      ['accountsChanged', [BOB]],
      ['disconnect', {}],
    ]);
  });

  it('disconnects through standard:disconnect', async () => {
    const wallet = new MemoryWalletStandardWallet({ addresses: [ALICE] });
    const connector = createWalletStandardConnector(wallet);
    await connector.connect({ network: DEVNET });
    await connector.disconnect();
    expect(wallet.calls.at(-1)).toEqual({ feature: 'standard:disconnect', input: undefined });
    expect(wallet.accounts).toEqual([]);
  });
});
