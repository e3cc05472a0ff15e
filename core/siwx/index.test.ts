import { expect, it } from 'vitest';
import * as siwx from './index.js';

it('exports the sign-in message API', () => {
  expect(Object.keys(siwx).sort()).toEqual([
    'SIWX_ACCOUNT_KINDS',
    'SIWX_LIMITS',
    'SIWX_NONCE_MIN_LENGTH',
    'SIWX_SESSIONS_KEY',
    'buildSiwxMessage',
    'checkSiwxTimes',
    'formatSiwxMessage',
    'isSiwxNamespace',
    'parseRfc3339',
    'parseSiwxMessage',
    'siwxSessionId',
    'validateSiwxMessageData',
  ]);
});
