import { base58, base64 } from '@scure/base';
import { Keypair, PublicKey, SystemProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { parseEther, stringToHex } from 'viem';
import { describe, expect, it } from 'vitest';
import type { WalletChain } from '../../engine/index.js';
import { describeChain, readableMessage, summariseRequest } from './summariseRequest.js';

const CHAINS: readonly WalletChain[] = [
  { chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Devnet L1' },
  { chainId: 31338, rpcUrl: 'http://127.0.0.1:8546', name: 'Devnet L2' },
];
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const value = (summary: { rows: readonly { label: string; value: string }[] }, label: string) =>
  summary.rows.find((row) => row.label === label)?.value;

describe('summariseRequest', () => {
  it('personal_sign shows the message as text, whatever the parameter order', () => {
    const request = {
      method: 'personal_sign',
      params: [stringToHex('Hello\nLatch'), ALICE],
      chainId: 'eip155:31337',
    };
    const summary = summariseRequest(request, CHAINS);
    expect(summary).toEqual({
      title: 'Sign a message',
      rows: [
        { label: 'Account', value: ALICE, mono: true },
        { label: 'Network', value: 'Devnet L1 (31337)' },
      ],
      detail: { label: 'Message', text: 'Hello\nLatch' },
    });
    const reversed = summariseRequest({ ...request, params: [ALICE, stringToHex('hi')] }, CHAINS);
    expect(reversed.detail?.text).toBe('hi');
  });

  it('keeps binary and plain messages as they are', () => {
    expect(readableMessage('0x00ff10')).toBe('0x00ff10');
    expect(readableMessage('0xc328')).toBe('0xc328');
    expect(readableMessage('plain text')).toBe('plain text');
    expect(readableMessage(42)).toBe('42');
  });

  it('typed data shows the domain and primary type', () => {
    const typed = {
      domain: { name: 'Latch', version: '1', chainId: 31337, verifyingContract: BOB },
      types: { Hello: [{ name: 'text', type: 'string' }] },
      primaryType: 'Hello',
      message: { text: 'hi' },
    };
    const summary = summariseRequest(
      { method: 'eth_signTypedData_v4', params: [ALICE, JSON.stringify(typed)], chainId: 'eip155:31337' },
      CHAINS,
    );
    expect(summary.title).toBe('Sign typed data');
    expect(summary.rows.map((row) => [row.label, row.value])).toEqual([
      ['Account', ALICE],
      ['Domain', 'Latch'],
      ['Version', '1'],
      ['Domain chain', '31337'],
      ['Contract', BOB],
      ['Primary type', 'Hello'],
      ['Network', 'Devnet L1 (31337)'],
    ]);
    expect(JSON.parse(summary.detail?.text ?? '')).toEqual({ text: 'hi' });
    const broken = summariseRequest(
      { method: 'eth_signTypedData_v4', params: [ALICE, '{'], chainId: 'eip155:1' },
      CHAINS,
    );
    expect(value(broken, 'Primary type')).toBe('unknown');
    expect(value(broken, 'Network')).toBe('Chain 1 (not available in this wallet)');
  });

  it('a transaction shows to, value in ETH and data', () => {
    const data = `0xa9059cbb${'00'.repeat(64)}`;
    const summary = summariseRequest(
      {
        method: 'eth_sendTransaction',
        params: [{ from: ALICE, to: BOB, value: `0x${parseEther('1.5').toString(16)}`, data, gas: '0x5208' }],
        chainId: 'eip155:31338',
      },
      CHAINS,
    );
    expect(summary.title).toBe('Send a transaction');
    expect(value(summary, 'To')).toBe(BOB);
    expect(value(summary, 'Value')).toBe('1.5 ETH');
    expect(value(summary, 'Data')).toBe('0xa9059cbb0000…00000000 (68 bytes)');
    expect(value(summary, 'Gas limit')).toBe('0x5208');
    expect(value(summary, 'Network')).toBe('Devnet L2 (31338)');
    expect(summary.detail).toEqual({ label: 'Data', text: data });

    const deploy = summariseRequest(
      { method: 'eth_sendTransaction', params: [{ from: ALICE }], chainId: 'eip155:31337' },
      CHAINS,
    );
    expect([value(deploy, 'To'), value(deploy, 'Value'), value(deploy, 'Data')]).toEqual([
      'New contract',
      '0 ETH',
      'none',
    ]);
    expect(deploy.detail).toBeUndefined();
  });

  it('a chain switch names the target chain', () => {
    const summary = summariseRequest(
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }], chainId: 'eip155:31337' },
      CHAINS,
    );
    expect(summary).toEqual({
      title: 'Switch network',
      rows: [
        { label: 'Switch to', value: 'Devnet L2 (31338)' },
        { label: 'From', value: 'Devnet L1 (31337)' },
      ],
    });
    expect(describeChain(undefined, CHAINS)).toBe('Unknown chain');
    expect(describeChain(5, [{ chainId: 5, rpcUrl: 'http://127.0.0.1:1' }])).toBe('Chain (5)');
  });

  it('other methods show their parameters', () => {
    const summary = summariseRequest(
      { method: 'eth_sign', params: [ALICE, '0x01'], chainId: 'eip155:31337' },
      CHAINS,
    );
    expect(summary.title).toBe('eth_sign');
    expect(JSON.parse(summary.detail?.text ?? '')).toEqual([ALICE, '0x01']);
  });
});

describe('summariseRequest on the solana namespace', () => {
  const CLUSTER = 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K';
  const payer = Keypair.generate();
  const receiver = Keypair.generate().publicKey;
  const transfer = () => {
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: PublicKey.default.toBase58(),
      instructions: [
        SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: receiver, lamports: 5 }),
      ],
    }).compileToV0Message();
    return base64.encode(new VersionedTransaction(message).serialize());
  };

  it('solana_signMessage shows the base58 message as text, the account and the cluster', () => {
    const summary = summariseRequest(
      {
        method: 'solana_signMessage',
        params: {
          message: base58.encode(new TextEncoder().encode('Sign in to Latch')),
          pubkey: payer.publicKey.toBase58(),
        },
        chainId: CLUSTER,
      },
      CHAINS,
    );
    expect(summary).toEqual({
      title: 'Sign a message',
      rows: [
        { label: 'Account', value: payer.publicKey.toBase58(), mono: true },
        { label: 'Network', value: 'Solana 8E9rvCKLFQia2Y35HXjjpWzj8weVo44K', mono: true },
      ],
      detail: { label: 'Message', text: 'Sign in to Latch' },
    });
    const binary = base58.encode(Uint8Array.of(0, 1, 2));
    expect(
      summariseRequest(
        { method: 'solana_signMessage', params: { message: binary }, chainId: CLUSTER },
        CHAINS,
      ).detail?.text,
    ).toBe(binary);
  });

  it('a transaction shows its fee payer and programs; one that does not parse says so', () => {
    const send = summariseRequest(
      { method: 'solana_signAndSendTransaction', params: { transaction: transfer() }, chainId: CLUSTER },
      CHAINS,
    );
    expect(send.title).toBe('Send a Solana transaction');
    expect(value(send, 'Fee payer')).toBe(payer.publicKey.toBase58());
    expect(value(send, 'Instructions')).toBe('1');
    expect(send.detail).toEqual({ label: 'Programs', text: SystemProgram.programId.toBase58() });
    const broken = summariseRequest(
      { method: 'solana_signTransaction', params: { transaction: 'not base64!' }, chainId: CLUSTER },
      CHAINS,
    );
    expect(broken.title).toBe('Sign a Solana transaction');
    expect(value(broken, 'Transaction')).toBe('Unreadable (not a base64 Solana transaction)');
    expect(value(broken, 'Network')).toBe('Solana 8E9rvCKLFQia2Y35HXjjpWzj8weVo44K');
  });
});
