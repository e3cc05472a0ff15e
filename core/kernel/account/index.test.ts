import { expect, it } from 'vitest';
import * as account from './index.js';

it('exports the account API', () => {
  expect(Object.keys(account).sort()).toEqual([
    'ACCOUNT_CACHE_NAMES',
    'ACCOUNT_KEYS',
    'AccountStore',
    'IdentityTracker',
    'NativeBalanceTracker',
    'createAccountCaches',
    'createAccountStore',
    'createLazySupportedChainsCheck',
    'createSupportedChainsCheck',
    'fetchIdentity',
    'fetchNativeBalance',
    'findConfiguredNetwork',
    'isUnsupportedChain',
    'loadActiveNetwork',
    'nativeBalanceKey',
    'nativeBalanceUnavailable',
    'networkForConnections',
    'resolveBalanceTarget',
    'restoreActiveNetwork',
    'saveActiveNetwork',
    'supportsIdentity',
    'switchWalletNetwork',
    'toNativeBalanceReady',
  ]);
});
