import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readJsonRpcReplies } from './readJsonRpcReplies.js';

describe('readJsonRpcReplies', () => {
  it('gives every id its own reply, whatever the order, and fails the ids left without one', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat(), { minLength: 2, maxLength: 50 }),
        fc.func(fc.boolean()),
        fc.nat(),
        (ids, answered, seed) => {
          const replies = ids
            .filter((id) => answered(id))
            .map((id) => ({ jsonrpc: '2.0', id, result: `r${id}` }))
            .sort((a, b) => ((a.id * 7919 + seed) % 101) - ((b.id * 7919 + seed) % 101));
          const outcomes = readJsonRpcReplies(replies, ids);
          expect(outcomes).toHaveLength(ids.length);
          ids.forEach((id, index) => {
            const outcome = outcomes[index];
            if (answered(id)) expect(outcome?._unsafeUnwrap()).toBe(`r${id}`);
            else expect(outcome?._unsafeUnwrapErr().code).toBe('RPC_REPLY_MISSING');
          });
        },
      ),
    );
  });

  it('maps error replies and keeps the first reply of a duplicated id', () => {
    const outcomes = readJsonRpcReplies(
      [
        { id: '2', error: { code: 4001, message: 'no' } },
        { id: 1, result: null },
        { id: 1, result: 'late duplicate' },
        { id: 3, error: { message: 'no code' } },
        { id: 4 },
        'garbage',
      ],
      [1, 2, 3, 4],
    );
    expect(outcomes[0]?._unsafeUnwrap()).toBeNull();
    expect(outcomes[1]?._unsafeUnwrapErr().code).toBe('USER_REJECTED');
    const noCode = outcomes[2]?._unsafeUnwrapErr();
    expect(noCode?.code).toBe('RPC_ERROR');
    expect(noCode?.data.code).toBe(-1);
    const malformed = outcomes[3]?._unsafeUnwrapErr();
    expect(malformed?.message).toBe('The RPC endpoint sent no reply to request 4.');
    expect(malformed?.details).toBe('reply has neither result nor error');
  });

  it('reads a lone reply whatever its id, also inside a one-element array', () => {
    expect(readJsonRpcReplies({ id: 99, result: '0x1' }, [1])[0]?._unsafeUnwrap()).toBe('0x1');
    expect(readJsonRpcReplies([{ id: 99, result: '0x2' }], [1])[0]?._unsafeUnwrap()).toBe('0x2');
    const error = readJsonRpcReplies(
      { id: 1, error: { code: 3, message: 'execution reverted', data: '0x' } },
      [1],
    );
    expect(error[0]?._unsafeUnwrapErr().data).toEqual({ code: 3, rpcData: '0x' });
    expect(readJsonRpcReplies('nope', [1])[0]?._unsafeUnwrapErr().code).toBe('RPC_REPLY_MISSING');
    expect(readJsonRpcReplies(null, [1])[0]?._unsafeUnwrapErr().code).toBe('RPC_REPLY_MISSING');
  });

  it('fails every call of a batch answered by a non-array', () => {
    const rateLimited = readJsonRpcReplies(
      { id: null, error: { code: -32005, message: 'limit' } },
      [1, 2, 3],
    );
    expect(rateLimited.map((outcome) => outcome._unsafeUnwrapErr().code)).toEqual([
      'LIMIT_EXCEEDED',
      'LIMIT_EXCEEDED',
      'LIMIT_EXCEEDED',
    ]);
    const odd = readJsonRpcReplies({ id: 1, result: 'only one' }, [1, 2]);
    expect(odd.map((outcome) => outcome._unsafeUnwrapErr().details)).toEqual([
      'batch reply is not an array',
      'batch reply is not an array',
    ]);
  });
});
