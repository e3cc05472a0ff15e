import { describe, expect, it } from 'vitest';
import { httpFailure } from '../../../testkits/MemoryDataService.js';
import { latchError } from '../../lib/errors/index.js';
import { mapRegistryFailure } from './mapRegistryFailure.js';

describe('mapRegistryFailure', () => {
  it("shows the data service's own description (reasons[0].description)", () => {
    const failure = httpFailure(400, '/getWallets', 'Invalid projectId');
    const error = mapRegistryFailure(failure);
    expect(error.code).toBe('DATA_SERVICE_ERROR');
    expect(error.message).toBe('Invalid projectId');
    expect(error.cause).toBe(failure);
    expect(error.data).toEqual({ status: 400, url: 'https://data.latch.test/getWallets' });
  });

  it('maps HTTP failures without description, network failures and the unknown through mapProviderFailure', () => {
    expect(mapRegistryFailure(httpFailure(503, '/getWallets', '  ')).message).toBe(
      'HTTP request failed. Status: 503',
    );
    expect(mapRegistryFailure({ kind: 'NetworkFailure', url: 'u', message: 'offline' }).code).toBe(
      'RPC_NETWORK_ERROR',
    );
    expect(mapRegistryFailure(new Error('boom'))).toMatchObject({ code: 'INTERNAL_SDK_ERROR' });
  });

  it('keeps our own catalogue errors', () => {
    const undefinedData = latchError('QUERY_DATA_UNDEFINED');
    expect(mapRegistryFailure(undefinedData)).toBe(undefinedData);
    const described = latchError('DATA_SERVICE_ERROR', { params: { description: 'x' } });
    expect(mapRegistryFailure(described)).toBe(described);
  });
});
