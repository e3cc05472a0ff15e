import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../db/history.js';
import { toHistoryTransaction } from './toHistoryTransaction.js';

const entry: HistoryEntry = {
  chainId: 'eip155:31337',
  address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
  hash: `0x${'ab'.repeat(32)}`,
  blockNumber: 12n,
  txIndex: 0,
  blockTime: 1_700_000_000,
  operationType: 'receive',
  status: 'confirmed',
  sentFrom: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  sentTo: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
  nonce: 4,
  transfers: [
    {
      direction: 'in',
      tokenAddress: '0x00000000000000000000000000000000000000aa',
      tokenSymbol: 'BNCH',
      tokenName: 'Bench',
      tokenDecimals: 8,
      amount: 123_456_789n,
    },
    {
      direction: 'in',
      tokenAddress: '0x00000000000000000000000000000000000000bb',
      tokenSymbol: 'DAI',
      tokenName: 'Dai Stablecoin',
      tokenDecimals: 18,
      amount: 10n ** 17n,
      priceUsd: '0.999',
    },
  ],
};

describe('toHistoryTransaction', () => {
  it('writes checksummed addresses, ISO times and exact quantities; price and value only for priced tokens', () => {
    const iconUrl = (symbol: string) => (symbol === 'DAI' ? `http://x/${symbol}.svg` : undefined);
    expect(toHistoryTransaction(entry, 'eip155:31337', iconUrl)).toEqual({
      id: `eip155:31337:${entry.hash}`,
      metadata: {
        operationType: 'receive',
        hash: entry.hash,
        minedAt: '2023-11-14T22:13:20.000Z',
        sentFrom: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
        status: 'confirmed',
        nonce: 4,
        chain: 'eip155:31337',
      },
      transfers: [
        {
          fungible_info: { name: 'Bench', symbol: 'BNCH' },
          direction: 'in',
          quantity: { numeric: '1.23456789' },
        },
        {
          fungible_info: { name: 'Dai Stablecoin', symbol: 'DAI', icon: { url: 'http://x/DAI.svg' } },
          direction: 'in',
          quantity: { numeric: '0.1' },
          value: 0.0999,
          price: 0.999,
        },
      ],
    });
  });

  it('names the token of an approval (the token it was sent to) in approvals; nothing for other entries', () => {
    const iconUrl = (symbol: string) => `http://x/${symbol}.svg`;
    const usdc = { name: 'USD Coin', symbol: 'USDC' };
    const token = (address: string) =>
      address === '0x00000000000000000000000000000000000000cc' ? usdc : undefined;
    const approve: HistoryEntry = {
      ...entry,
      operationType: 'approve',
      sentTo: '0x00000000000000000000000000000000000000cc',
      transfers: [],
    };
    expect(toHistoryTransaction(approve, 'eip155:31337', iconUrl, token).approvals).toEqual([
      { fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: 'http://x/USDC.svg' } } },
    ]);
    // An approval of an unknown token, and a transfer to a known token, name none.
    const unknown = { ...approve, sentTo: '0x00000000000000000000000000000000000000dd' };
    expect(toHistoryTransaction(unknown, 'eip155:31337', iconUrl, token)).not.toHaveProperty('approvals');
    const send = { ...entry, sentTo: '0x00000000000000000000000000000000000000cc' };
    expect(toHistoryTransaction(send, 'eip155:31337', iconUrl, token)).not.toHaveProperty('approvals');
  });

  it('writes an ERC-721 token as nft_info: collection name and token id, the preview it is given, the spam flag', () => {
    const nft = (tokenName: string, tokenId: bigint, isSpam: boolean) => ({
      direction: 'in' as const,
      tokenAddress: '0x00000000000000000000000000000000000000cc',
      tokenSymbol: 'LPASS',
      tokenName,
      tokenDecimals: 0,
      amount: 1n,
      nft: { tokenId, isSpam },
    });
    const preview = (collection: string) =>
      collection === '0x00000000000000000000000000000000000000cc' ? 'http://x/LPASS.svg' : undefined;
    const withNfts = { ...entry, transfers: [nft('Latch Pass', 1n, false), nft('', 2n ** 200n, true)] };
    expect(
      toHistoryTransaction(withNfts, 'eip155:31337', () => undefined, undefined, preview).transfers,
    ).toEqual([
      {
        nft_info: {
          name: 'Latch Pass #1',
          content: { preview: { url: 'http://x/LPASS.svg' } },
          flags: { is_spam: false },
        },
        direction: 'in',
        quantity: { numeric: '1' },
      },
      {
        nft_info: {
          name: `#${2n ** 200n}`,
          content: { preview: { url: 'http://x/LPASS.svg' } },
          flags: { is_spam: true },
        },
        direction: 'in',
        quantity: { numeric: '1' },
      },
    ]);
    // Without a preview for the collection: no content at all.
    expect(toHistoryTransaction(withNfts, 'eip155:31337', () => undefined).transfers[0]).toEqual({
      nft_info: { name: 'Latch Pass #1', flags: { is_spam: false } },
      direction: 'in',
      quantity: { numeric: '1' },
    });
  });
});
