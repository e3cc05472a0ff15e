import { expect, it } from 'vitest';
import * as entry from './index.js';

it('core/lib/validation exports exactly this public API', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "ACCOUNT_NAME_MIN_LENGTH",
      "EMAIL_MAX_LENGTH",
      "HTTP_PROTOCOLS",
      "NAME_CHAIN_ID_LIMIT",
      "PAIRING_EXPIRY_MARGIN_MS",
      "SIGNED_MESSAGE_MIN_HEX_DIGITS",
      "SOLANA_PUBLIC_KEY_BYTES",
      "WS_PROTOCOLS",
      "isHexString",
      "isPairingExpired",
      "isRecord",
      "validateAccountName",
      "validateEmail",
      "validateEndpointUrl",
      "validateEvmAddress",
      "validateHex",
      "validateNameChainId",
      "validatePairing",
      "validateSignedMessage",
      "validateSolanaAddress",
      "validateTxHash",
    ]
  `);
});
