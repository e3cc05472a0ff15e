import { expect, it } from 'vitest';
import * as tokens from './index.js';

it('exports the token helpers', () => {
  expect(Object.keys(tokens).sort()).toEqual([
    'NATIVE_TOKEN_ADDRESS',
    'heldTokens',
    'heldUnits',
    'isNativeToken',
    'nativeTokenBalance',
    'tokenBalanceUnits',
    'tokenKey',
  ]);
});
