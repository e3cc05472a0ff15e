import type { Result } from 'neverthrow';
import type { OnrampUrlRequest } from '../../../ports/index.js';
import { buyWidgetParams } from './buyWidgetParams.js';
import type { OnrampFailure } from './OnrampFailure.js';

/** Coinbase's hosted buy widget (CONTRACTS §1). */
export const COINBASE_BUY_URL = 'https://pay.coinbase.com/buy/select-asset';

/** `https://pay.coinbase.com/buy/select-asset?appId=…&addresses={"0x…":["base"]}&…` for the request. */
export const buildCoinbaseUrl = (appId: string, request: OnrampUrlRequest): Result<string, OnrampFailure> =>
  buyWidgetParams(request).map(
    (params) => `${COINBASE_BUY_URL}?appId=${encodeURIComponent(appId)}&${params}`,
  );
