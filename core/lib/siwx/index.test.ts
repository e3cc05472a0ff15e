import { expect, it } from 'vitest';
import * as entry from './index.js';

it('core/lib/siwx exports exactly this public API', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "SIWX_ACCOUNT_KINDS",
      "SIWX_LIMITS",
      "SIWX_NONCE_MIN_LENGTH",
      "SIWX_SESSIONS_KEY",
      "buildSiwxMessage",
      "checkSiwxTimes",
      "formatSiwxMessage",
      "isSiwxNamespace",
      "parseRfc3339",
      "parseSiwxMessage",
      "siwxSessionId",
      "validateSiwxMessageData",
    ]
  `);
});
