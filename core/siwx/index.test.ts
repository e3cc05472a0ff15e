import { expect, it } from 'vitest';
import * as siwx from './index.js';

it('exports the sign-in message API and the sign-in flow', () => {
  expect(Object.keys(siwx).sort()).toEqual([
    'SIWX_ACCOUNT_KINDS',
    'SIWX_LIMITS',
    'SIWX_NONCE_MIN_LENGTH',
    'SIWX_SESSIONS_KEY',
    'SignInStore',
    'buildSiwxMessage',
    'checkSiwxTimes',
    'createSignInStore',
    'formatSiwxMessage',
    'fromSiweConfig',
    'isSiwxNamespace',
    'parseRfc3339',
    'parseSiwxMessage',
    'signWithWallet',
    'siwxSessionId',
    'toSignInError',
    'validateSiwxMessageData',
  ]);
});
