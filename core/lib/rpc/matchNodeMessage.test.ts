import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nodeMessageArb } from '../../../testkits/arbitraries/rpc.js';
import { matchNodeMessage } from './matchNodeMessage.js';

describe('matchNodeMessage', () => {
  it('finds the node error of a message in any letter case', () => {
    fc.assert(
      fc.property(nodeMessageArb(), ({ message, code }) => {
        expect(matchNodeMessage(message)).toBe(code);
      }),
    );
  });

  it('tests patterns in viem order (a revert wins over what follows it)', () => {
    expect(matchNodeMessage('execution reverted: insufficient funds')).toBe('EXECUTION_REVERTED');
    expect(matchNodeMessage('nonce too low')).toBe('NONCE_TOO_LOW');
  });

  it('returns undefined for other messages', () => {
    expect(matchNodeMessage('header not found')).toBeUndefined();
    expect(matchNodeMessage('')).toBeUndefined();
  });
});
