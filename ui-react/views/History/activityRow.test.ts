import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transferSign } from '../../../core/kernel/history/store.js';
import type { Transaction, TransactionTransfer } from '../../../ports/index.js';
import { transactionArb } from '../../../testkits/arbitraries/transactions.js';
import { activityRow, activityTime, activityTitle } from './activityRow.js';

const ME = '0x52908400098527886E0F7030069857D2E4169EE7';
const PEER = '0x1111111111111111111111111111111111111111';
const ROUTER = '0x2222222222222222222222222222222222222222';

const fungible = (symbol: string, direction: TransactionTransfer['direction'], numeric: string) => ({
  fungible_info: { name: symbol, symbol, icon: { url: `https://icons.test/${symbol}.png` } },
  direction,
  quantity: { numeric },
});

const tx = (
  operationType: string,
  transfers: readonly TransactionTransfer[],
  overrides: Partial<Transaction['metadata']> = {},
): Transaction => ({
  id: `eip155:1:0x${operationType}`,
  metadata: {
    operationType,
    hash: '0xfeed',
    minedAt: '2025-06-30T14:05:09Z',
    sentFrom: ME,
    sentTo: PEER,
    status: 'confirmed',
    nonce: 3,
    chain: 'eip155:1',
    ...overrides,
  },
  transfers,
});

describe('activityRow', () => {
  it('a send: minus amount in 3 decimals, "To" the recipient, time in UTC', () => {
    expect(activityRow(tx('send', [fungible('ETH', 'out', '0.5')]))).toEqual({
      id: 'eip155:1:0xsend',
      hash: '0xfeed',
      title: 'Sent',
      direction: 'out',
      token: { iconUrl: 'https://icons.test/ETH.png', symbol: 'ETH' },
      amounts: [{ key: 'transfer-0', sign: -1, text: '\u22120.500 ETH' }],
      counterparty: { text: 'To 0x1111…1111', address: PEER },
      time: 'Jun 30, 14:05',
      status: 'confirmed',
    });
  });

  it('a receive: plus amount (cut to 3 decimals, as balances are), "From" the sender', () => {
    const row = activityRow(
      tx('receive', [fungible('USDC', 'in', '1234.5678')], { sentFrom: PEER, sentTo: ME }),
    );
    expect(row.direction).toBe('in');
    expect(row.amounts).toEqual([{ key: 'transfer-0', sign: 1, text: '+1,234.567 USDC' }]);
    expect(row.counterparty?.text).toBe('From 0x1111…1111');
  });

  it('a swap: both amounts, a swap badge, the tokens it swapped (not the router)', () => {
    const row = activityRow(
      tx('trade', [fungible('USDC', 'out', '100'), fungible('WETH', 'in', '0.0421')], { sentTo: ROUTER }),
    );
    expect(row.title).toBe('Swapped');
    expect(row.direction).toBe('swap');
    expect(row.amounts.map((amount) => amount.text)).toEqual(['\u2212100.000 USDC', '+0.042 WETH']);
    expect(row.counterparty).toEqual({ text: 'USDC to WETH', address: ROUTER });
  });

  it('a trade of more than one token each way names the router', () => {
    const row = activityRow(
      tx(
        'trade',
        [fungible('USDC', 'out', '1'), fungible('DAI', 'out', '1'), fungible('WETH', 'in', '0.1')],
        { sentTo: ROUTER },
      ),
    );
    expect(row.counterparty?.text).toBe('To 0x2222…2222');
  });

  it('an approval moves nothing: no amount, no badge direction, no glyph when the token is not named', () => {
    const row = activityRow(tx('approve', [], { status: 'failed' }));
    expect(row).toMatchObject({ title: 'Approved', direction: 'other', amounts: [], status: 'failed' });
    expect(row.token).toEqual({ iconUrl: '', symbol: '' });
  });

  it('an approval of a named token shows that token: its icon and its symbol under the title', () => {
    const row = activityRow({
      ...tx('approve', [], { sentTo: PEER }),
      approvals: [
        { fungible_info: { name: 'USD Coin', symbol: 'USDC', icon: { url: 'https://icons.test/USDC.png' } } },
      ],
    });
    expect(row).toMatchObject({ title: 'Approved', direction: 'other', amounts: [], status: 'confirmed' });
    expect(row.token).toEqual({ iconUrl: 'https://icons.test/USDC.png', symbol: 'USDC' });
    expect(row.counterparty).toEqual({ text: 'USDC', address: PEER });
  });

  it('an NFT shows its whole count, name and preview; a quantity that is not a decimal is left out', () => {
    const nft: TransactionTransfer = {
      nft_info: {
        name: 'Punk',
        content: { preview: { url: 'https://nft.test/1.png' } },
        flags: { is_spam: false },
      },
      direction: 'in',
      quantity: { numeric: '1' },
    };
    const row = activityRow(tx('mint', [nft, fungible('ETH', 'in', 'lots')]));
    expect(row.token).toEqual({ iconUrl: 'https://nft.test/1.png', symbol: 'Punk' });
    expect(row.amounts).toEqual([{ key: 'transfer-0', sign: 0, text: '1 Punk' }]);
    expect(row.direction).toBe('other');
  });

  it('a received NFT: "+1 <name #id>", its preview, from whom', () => {
    const nft: TransactionTransfer = {
      nft_info: { name: 'Latch Pass #1', flags: { is_spam: false } },
      direction: 'in',
      quantity: { numeric: '1' },
    };
    const row = activityRow(tx('receive', [nft]));
    expect(row).toMatchObject({ title: 'Received', direction: 'in' });
    expect(row.amounts).toEqual([{ key: 'transfer-0', sign: 1, text: '+1 Latch Pass #1' }]);
    expect(row.token).toEqual({ iconUrl: '', symbol: 'Latch Pass #1' });
    // A fractional NFT quantity (a token's amount, not a count) keeps the token format.
    const half = activityRow(tx('receive', [{ ...nft, quantity: { numeric: '0.5' } }]));
    expect(half.amounts[0]?.text).toBe('+0.500 Latch Pass #1');
  });

  it('shows at most two amounts, each signed as core transferSign says', () => {
    fc.assert(
      fc.property(transactionArb(), (transaction) => {
        const row = activityRow(transaction);
        expect(row.amounts.length).toBeLessThanOrEqual(2);
        for (const amount of row.amounts) {
          const transfer = transaction.transfers[Number(amount.key.replace('transfer-', ''))];
          if (!transfer) throw new Error('amount without transfer');
          expect(amount.sign).toBe(transferSign(transaction, transfer));
          expect(amount.text.startsWith('+')).toBe(amount.sign === 1);
          expect(amount.text.startsWith('\u2212')).toBe(amount.sign === -1);
        }
      }),
    );
  });
});

describe('activityTitle', () => {
  it.each([
    ['send', 'Sent'],
    ['receive', 'Received'],
    ['trade', 'Swapped'],
    ['withdraw', 'Withdrew'],
    ['stake', 'Stake'],
    ['', 'Transaction'],
  ])('%j → %j', (type, title) => {
    expect(activityTitle(type)).toBe(title);
  });
});

describe('activityTime', () => {
  it('reads the instant in UTC, offsets included; nothing for a non-date', () => {
    expect(activityTime('2025-01-01T01:30:00+02:00')).toBe('Dec 31, 23:30');
    expect(activityTime('2025-06-30T00:05')).toBe('Jun 30, 00:05');
    expect(activityTime('yesterday')).toBe('');
  });
});
