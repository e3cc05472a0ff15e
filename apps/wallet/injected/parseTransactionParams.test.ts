import { describe, expect, it } from 'vitest';
import { parseTransactionParams } from './parseTransactionParams.js';

const FROM = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('parseTransactionParams', () => {
  it('reads hex quantities as bigints and leaves absent fields out', () => {
    expect(
      parseTransactionParams([
        {
          from: FROM,
          to: TO,
          value: '0x10',
          data: '0xabcd',
          gas: '0x5208',
          nonce: '0x2',
          maxFeePerGas: '0x3b9aca00',
        },
      ]),
    ).toEqual({
      from: FROM,
      to: TO,
      value: 16n,
      data: '0xabcd',
      gas: 21_000n,
      nonce: 2,
      maxFeePerGas: 1_000_000_000n,
    });
    expect(parseTransactionParams([{ from: FROM, input: '0x01', gasPrice: '0x1' }])).toEqual({
      from: FROM,
      value: 0n,
      data: '0x01',
      gasPrice: 1n,
    });
  });

  it('refuses malformed requests with -32602', () => {
    for (const params of [
      [],
      [{ from: 'me' }],
      [{ from: FROM, to: 'you' }],
      [{ from: FROM, value: 10 }],
      [{ from: FROM, data: 'zz' }],
    ]) {
      expect(() => parseTransactionParams(params)).toThrow(expect.objectContaining({ code: -32602 }));
    }
  });
});
