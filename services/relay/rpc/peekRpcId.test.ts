import { describe, expect, it } from 'vitest';
import { peekRpcId } from './peekRpcId.js';

describe('peekRpcId', () => {
  it('reads a leading string or integer id and nothing else', () => {
    expect(peekRpcId('{"id":1749812345678901,"jsonrpc":"2.0"')).toBe(1749812345678901);
    expect(peekRpcId(' { "id" : "abc" }')).toBe('abc');
    expect(peekRpcId('{"id":17498123456789012345,')).toBe(17498123456789012345n);
    expect(peekRpcId(`{"id":${'9'.repeat(21)},`)).toBeUndefined();
    expect(peekRpcId('{"jsonrpc":"2.0","id":1}')).toBeUndefined();
    expect(peekRpcId('{"id":1.5,')).toBeUndefined();
    expect(peekRpcId('')).toBeUndefined();
  });
});
