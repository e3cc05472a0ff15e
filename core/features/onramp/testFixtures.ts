import type { OnrampOptions } from '../../../ports/index.js';

/** Test fixtures shared by the on-ramp tests (not exported by the index). */
/** Test fixtures shared by the on-ramp tests (not exported by the index). */
export const USDC_ADDRESS = '0x5fbdb2315678afecb367f032d93f642f64180aa3';

const limits = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
];

/** What the sandbox provider answers for the two devnet chains (services/api/onramp/sandboxOptions). */
export const SANDBOX_OPTIONS: OnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        {
          name: 'devnet-31337',
          display_name: 'Latch Devnet',
          chain_id: '31337',
          contract_address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        },
      ],
    },
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        {
          name: 'devnet-31337',
          display_name: 'Latch Devnet',
          chain_id: '31337',
          contract_address: USDC_ADDRESS,
        },
        {
          name: 'devnet-31338',
          display_name: 'Latch Devnet B',
          chain_id: '31338',
          contract_address: '0x0000000000000000000000000000000000000b0b',
        },
      ],
    },
  ],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: limits },
    { id: 'EUR', payment_method_limits: limits },
  ],
};
