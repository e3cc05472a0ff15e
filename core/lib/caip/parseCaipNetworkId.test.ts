import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  caipNetworkId,
  caipNetworkParts,
  invalidCaipNetworkId,
} from '../../../testkits/arbitraries/identifiers.js';
import { formatCaipNetworkId } from './formatCaipNetworkId.js';
import { parseCaipNetworkId } from './parseCaipNetworkId.js';

describe('parseCaipNetworkId', () => {
  it('parse ∘ format is the identity on parts', () => {
    fc.assert(
      fc.property(caipNetworkParts(), (parts) => {
        const id = formatCaipNetworkId(parts);
        expect(parseCaipNetworkId(id)._unsafeUnwrap()).toEqual({ ...parts, caipNetworkId: id });
      }),
    );
  });

  it('format ∘ parse is the identity on valid ids', () => {
    fc.assert(
      fc.property(caipNetworkId(), (id) => {
        expect(formatCaipNetworkId(parseCaipNetworkId(id)._unsafeUnwrap())).toBe(id);
      }),
    );
  });

  it('rejects malformed ids, naming them in the message', () => {
    fc.assert(
      fc.property(invalidCaipNetworkId(), (id) => {
        const error = parseCaipNetworkId(id)._unsafeUnwrapErr();
        expect(error.code).toBe('CAIP_NETWORK_ID_INVALID');
        expect(error.message).toBe(`Invalid CAIP network id: ${id}`);
      }),
    );
  });

  it('pins the product chains', () => {
    for (const id of [
      'eip155:1',
      'eip155:8453',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'bip122:000000000019d6689c085ae165831e93',
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      'cosmos:cosmoshub-4',
    ]) {
      expect(parseCaipNetworkId(id).isOk()).toBe(true);
    }
    expect(formatCaipNetworkId({ namespace: 'eip155', reference: 137 })).toBe('eip155:137');
    expect(parseCaipNetworkId('eip155:1:0xabc').isErr()).toBe(true);
    expect(parseCaipNetworkId(`solana:${'a'.repeat(33)}`).isErr()).toBe(true);
  });
});
