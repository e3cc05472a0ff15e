import { expect, it } from 'vitest';
import * as send from './index.js';

it('exports the send API', () => {
  expect(Object.keys(send).sort()).toEqual([
    'FEE_DISPLAY_DECIMALS',
    'MAX_NATIVE_FEE_RESERVE',
    'SEND_NAME_DEBOUNCE_MS',
    'SendStore',
    'buildSendRequest',
    'computeMaxAmount',
    'createNameCache',
    'createSendStore',
    'estimateSendFee',
    'formatFeeAmount',
    'isNameInput',
    'resolveReceiver',
    'transactionExplorerUrl',
    'validateSendInput',
  ]);
});
