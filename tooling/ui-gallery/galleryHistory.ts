// The activity the gallery's History states show: three months of the account's transfers on Ethereum (a
// receive, sends, a swap, an approval, a pending and a failed one, a token without an icon, an NFT received),
// plus a spam airdrop and a transfer on another chain that the list leaves out.
import type { Transaction, TransactionTransfer } from '../../ports/index.js';
import { tokenIconSvg } from '../../services/api/chain/tokenIconSvg.js';

const icon = (symbol: string): { readonly url: string } | undefined => {
  const svg = tokenIconSvg(symbol);
  return svg === undefined
    ? undefined
    : { url: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` };
};

const token = (
  symbol: string,
  direction: TransactionTransfer['direction'],
  numeric: string,
): TransactionTransfer => {
  const url = icon(symbol);
  return {
    fungible_info: { name: symbol, symbol, ...(url ? { icon: url } : {}) },
    direction,
    quantity: { numeric },
  };
};

/** The devnet's known collection draws its symbol as the preview (services/api tokenIconSvg). */
const passPreview = icon('LPASS');

const PEERS = {
  alice: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
  exchange: '0x28C6c06298d514Db089934071355E5743bf21d60',
  router: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
  usdc: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
} as const;

const entry = (
  id: string,
  minedAt: string,
  operationType: string,
  transfers: readonly TransactionTransfer[],
  peer: string,
  extra: Partial<Transaction['metadata']> = {},
  account = '',
): Transaction => {
  const incoming = operationType === 'receive';
  return {
    id: `eip155:1:${id}`,
    metadata: {
      operationType,
      hash: `0x${id.padStart(64, '0')}`,
      minedAt,
      sentFrom: incoming ? peer : account,
      sentTo: incoming ? account : peer,
      status: 'confirmed',
      nonce: 0,
      chain: 'eip155:1',
      ...extra,
    },
    transfers,
  };
};

/** The account's history, newest first, as the data service serves it. */
export const galleryHistory = (account: string): readonly Transaction[] => [
  entry(
    'a1',
    '2025-06-28T16:42:00Z',
    'send',
    [token('ETH', 'out', '0.05')],
    PEERS.alice,
    { status: 'pending' },
    account,
  ),
  entry(
    'a2',
    '2025-06-24T09:03:00Z',
    'trade',
    [token('USDC', 'out', '250'), token('WETH', 'in', '0.0763')],
    PEERS.router,
    {},
    account,
  ),
  entry(
    'nft',
    '2025-06-22T16:40:00Z',
    'receive',
    [
      {
        nft_info: {
          name: 'Latch Pass #1',
          ...(passPreview === undefined ? {} : { content: { preview: passPreview } }),
          flags: { is_spam: false },
        },
        direction: 'in',
        quantity: { numeric: '1' },
      },
    ],
    PEERS.alice,
    {},
    account,
  ),
  entry(
    'spam',
    '2025-06-20T00:00:00Z',
    'receive',
    [
      {
        nft_info: { name: 'Claim your reward', flags: { is_spam: true } },
        direction: 'in',
        quantity: { numeric: '1' },
      },
    ],
    PEERS.exchange,
    {},
    account,
  ),
  entry('a3', '2025-06-11T21:17:00Z', 'receive', [token('ETH', 'in', '1.2')], PEERS.exchange, {}, account),
  entry(
    'other-chain',
    '2025-06-05T10:00:00Z',
    'send',
    [token('ETH', 'out', '3')],
    PEERS.alice,
    { chain: 'eip155:8453' },
    account,
  ),
  {
    ...entry('a4', '2025-05-30T13:45:00Z', 'approve', [], PEERS.usdc, {}, account),
    approvals: [{ fungible_info: token('USDC', 'self', '0').fungible_info ?? {} }],
  },
  entry(
    'a5',
    '2025-05-19T08:30:00Z',
    'send',
    [token('DAI', 'out', '75.5')],
    PEERS.alice,
    { status: 'failed' },
    account,
  ),
  entry('a6', '2025-05-02T18:05:00Z', 'receive', [token('LINK', 'in', '12.75')], PEERS.alice, {}, account),
  entry('a7', '2025-04-14T11:20:00Z', 'send', [token('USDC', 'out', '1000')], PEERS.exchange, {}, account),
];
