// The token list the gallery's Account "tokens" state shows: the devnet's tokens with the data service's own
// icons (as data URIs), one unpriced token and one whose icon fails to load (monogram fallback).
import type { TokenBalance } from '../../ports/index.js';
import { tokenIconSvg } from '../../services/api/chain/tokenIconSvg.js';

const icon = (symbol: string): string => {
  const svg = tokenIconSvg(symbol);
  return svg === undefined ? '' : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
};

const CHAIN = 'eip155:1';

export const galleryTokenBalances = (): readonly TokenBalance[] => [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: CHAIN,
    address: `${CHAIN}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
    value: 4239.3681,
    price: 3300,
    quantity: { decimals: '18', numeric: '1.284657' },
    iconUrl: icon('ETH'),
  },
  {
    name: 'USD Coin',
    symbol: 'USDC',
    chainId: CHAIN,
    address: `${CHAIN}:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48`,
    value: 12050.5,
    price: 1,
    quantity: { decimals: '6', numeric: '12050.5' },
    iconUrl: icon('USDC'),
  },
  {
    name: 'Dai Stablecoin',
    symbol: 'DAI',
    chainId: CHAIN,
    address: `${CHAIN}:0x6b175474e89094c44da98b954eedeac495271d0f`,
    value: 250.0049,
    price: 1.0001,
    quantity: { decimals: '18', numeric: '249.98' },
    iconUrl: icon('DAI'),
  },
  {
    name: 'Wrapped Ether',
    symbol: 'WETH',
    chainId: CHAIN,
    address: `${CHAIN}:0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2`,
    value: 1650,
    price: 3300,
    quantity: { decimals: '18', numeric: '0.5' },
    iconUrl: icon('WETH'),
  },
  {
    name: 'Latch Test Token',
    symbol: 'LTT',
    chainId: CHAIN,
    address: `${CHAIN}:0x1f9840a85d5af5bf1d1762f925bdaddc4201f984`,
    price: 0,
    quantity: { decimals: '18', numeric: '1000000' },
    iconUrl: '/no-such-icon.svg',
  },
];
