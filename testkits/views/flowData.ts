// Flow data shared by the UI gallery's scenarios and the ui-react view tests: fixed-rate swap quotes, the on-ramp
// options and a provider's quote. Test tooling only.
import type { OnrampOptions, OnrampQuote, OnrampQuoteRequest } from '../../ports/index.js';
import type { MemoryDataService } from '../MemoryDataService.js';

/** A quote source answering `rate` smallest units out per smallest unit in (302_000_000n: 1 USDC → 0.000302 WETH). */
export const fixedRateQuotes =
  (rate: bigint): MemoryDataService['quoteSwap'] =>
  (request) => [
    {
      id: null,
      fromAmount: request.amount,
      fromAccount: request.from,
      toAmount: (BigInt(request.amount) * rate).toString(),
      toAccount: request.to,
    },
  ];

const USDC = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';
const DAI = '0x6b175474e89094c44da98b954eedeac495271d0f';
const WETH = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2';
const LIMITS = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
];
const ethereum = (contract: string) => ({
  name: 'ethereum',
  display_name: 'Ethereum',
  chain_id: '1',
  contract_address: contract,
});

/** Ether and the devnet's three tokens on Ethereum, paid in USD or EUR by card or bank account (the SPEC §9 limits). */
export const GALLERY_ONRAMP_OPTIONS: OnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [ethereum('0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')],
    },
    { id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: [ethereum(USDC)] },
    { id: 'DAI', name: 'Dai Stablecoin', symbol: 'DAI', networks: [ethereum(DAI)] },
    { id: 'WETH', name: 'Wrapped Ether', symbol: 'WETH', networks: [ethereum(WETH)] },
  ],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: LIMITS },
    { id: 'EUR', payment_method_limits: LIMITS },
  ],
};

const cents = (amount: string): bigint => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};
const decimal = (value: bigint): string => `${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`;
const micro = (value: bigint): string =>
  `${value / 1_000_000n}.${(value % 1_000_000n).toString().padStart(6, '0')}`;

/**
 * A provider's quote: a 1.5 % fee (cents rounded down), a 0.10 network fee, the rest buys the token — one USDC
 * (or DAI) per unit of the currency, or Ether (and WETH) at 2,500 (6 decimals, floored).
 */
export const galleryOnrampQuote = (request: OnrampQuoteRequest): OnrampQuote => {
  const total = cents(request.amount);
  const fee = (total * 15n) / 1000n;
  const networkFee = 10n;
  const subtotal = total - fee - networkFee;
  const currency = request.paymentCurrency;
  const purchase =
    request.purchaseCurrency === 'ETH' ? micro((subtotal * 10_000n) / 2_500n) : decimal(subtotal);
  return {
    coinbaseFee: { amount: decimal(fee), currency },
    networkFee: { amount: decimal(networkFee), currency },
    paymentSubtotal: { amount: decimal(subtotal), currency },
    paymentTotal: { amount: decimal(total), currency },
    purchaseAmount: { amount: purchase, currency: request.purchaseCurrency },
    quoteId: `quote-${request.purchaseCurrency}-${request.amount}`,
  };
};
