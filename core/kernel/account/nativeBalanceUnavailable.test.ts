import { describe, expect, it } from 'vitest';
import { rpcError } from '../../lib/errors/index.js';
import { nativeBalanceUnavailable } from './nativeBalanceUnavailable.js';

describe('nativeBalanceUnavailable', () => {
  it("is SPEC §8 'Token Balance Unavailable' with the reason, network and cause", () => {
    const cause = rpcError('RPC_TIMEOUT');
    const error = nativeBalanceUnavailable('failed', 'eip155:1', cause);
    expect(error.code).toBe('TOKEN_BALANCE_UNAVAILABLE');
    expect(error.message).toBe('Token Balance Unavailable');
    expect(error.data).toEqual({ reason: 'failed', caipNetworkId: 'eip155:1' });
    expect(error.details).toBe('failed on eip155:1');
    expect(error.cause).toBe(cause);
    expect(nativeBalanceUnavailable('unsupported-network', 'eip155:10').cause).toBeUndefined();
  });
});
