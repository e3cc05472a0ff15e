import { describe, expect, it } from 'vitest';
import { httpFailure } from '../../../testkits/MemoryDataService.js';
import { latchError, swapError } from '../../lib/errors/index.js';
import { mapSwapFailure } from './mapSwapFailure.js';

describe('mapSwapFailure: every swap route failure is a catalogue error', () => {
  it.each([
    ['Network not supported for Swaps', 'SWAP_NETWORK_UNSUPPORTED'],
    ['Network not supported for Gas Price', 'GAS_PRICE_NETWORK_UNSUPPORTED'],
    ['  Network not supported for Swaps  ', 'SWAP_NETWORK_UNSUPPORTED'],
  ])("the server's %s becomes its SPEC §8 error", (description, code) => {
    const error = mapSwapFailure(httpFailure(400, '/v1/convert/tokens', description));
    expect(error.code).toBe(code);
    expect(error.message).toBe(description.trim());
    expect(error.data).toEqual({ status: 400, url: 'https://data.latch.test/v1/convert/tokens' });
  });

  it('shows any other server reason as is (reasons[0].description)', () => {
    const error = mapSwapFailure(httpFailure(400, '/v1/convert/quotes', 'amount must be positive'));
    expect(error.code).toBe('DATA_SERVICE_ERROR');
    expect(error.message).toBe('amount must be positive');
  });

  it('maps failures without a reason through core/lib/rpc', () => {
    expect(mapSwapFailure(httpFailure(502, '/v1/convert/quotes')).message).toBe(
      'HTTP request failed. Status: 502',
    );
    expect(mapSwapFailure({ kind: 'NetworkFailure', url: 'x', message: 'down' }).message).toBe(
      'HTTP request failed. No response was received.',
    );
    expect(mapSwapFailure({ code: 4001, message: 'no' }).message).toBe('User rejected the request.');
    expect(mapSwapFailure(new Error('boom')).message).toBe('An internal error occurred: boom');
  });

  it('keeps swap errors of ours', () => {
    const own = latchError('QUERY_DATA_UNDEFINED', { details: 'no quote' });
    expect(mapSwapFailure(own)).toBe(own);
    const unsupported = swapError('SWAP_NETWORK_UNSUPPORTED');
    expect(mapSwapFailure(unsupported)).toBe(unsupported);
  });
});
