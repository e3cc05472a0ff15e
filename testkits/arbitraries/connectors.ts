import fc from 'fast-check';
import type { WalletBehaviour } from '../MemoryWalletConnector.js';

// Arbitraries of wallet behaviours, addresses and recent-wallet entries (fast-check): for property tests.

/** Arbitrary connect/disconnect behaviours, weighted toward success. */
export const walletBehaviourArb: fc.Arbitrary<WalletBehaviour> = fc.oneof(
  { arbitrary: fc.constant('approve' as const), weight: 3 },
  { arbitrary: fc.constant('reject' as const), weight: 1 },
  { arbitrary: fc.constant('hang' as const), weight: 1 },
);

/** Arbitrary lower-case EVM addresses. */
export const evmAddressArb: fc.Arbitrary<`0x${string}`> = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}` as const);

/** Arbitrary recent-wallet entries over a small id space, so duplicates occur. */
export const recentWalletArb: fc.Arbitrary<{ id: string; name: string; imageUrl?: string }> = fc.record(
  {
    id: fc.constantFrom('io.metamask', 'com.coinbase.wallet', 'me.rainbow', 'app.phantom', 'com.trustwallet'),
    name: fc.string({ minLength: 1, maxLength: 12 }),
    imageUrl: fc.webUrl(),
  },
  { requiredKeys: ['id', 'name'] },
);
