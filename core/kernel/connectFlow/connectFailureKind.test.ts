import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapProviderFailure } from '../../lib/rpc/index.js';
import { connectFailureKind } from './connectFailureKind.js';

describe('connectFailureKind', () => {
  it('a user rejection (EIP-1193 4001) is a decline, anything else a failure', () => {
    expect(
      connectFailureKind(mapProviderFailure({ code: 4001, message: 'User rejected the request.' })),
    ).toBe('rejected');
    expect(connectFailureKind(mapProviderFailure({ code: -32002, message: 'Request already pending' }))).toBe(
      'failed',
    );
  });

  it('property: only USER_REJECTED is shown as declined', () => {
    fc.assert(
      fc.property(fc.integer({ min: -33000, max: 6000 }), fc.string(), (code, message) => {
        const error = mapProviderFailure({ code, message });
        expect(connectFailureKind(error) === 'rejected').toBe(error.code === 'USER_REJECTED');
      }),
    );
  });
});
