import { describe, expect, it } from 'vitest';
import type { SiwxMessageData } from '../../../ports/index.js';
import { buildSiwxMessage } from './buildSiwxMessage.js';

const EVM: SiwxMessageData = {
  domain: 'app.example.com',
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  statement: 'Sign in to Example.',
  uri: 'https://app.example.com',
  version: '1',
  chainId: 'eip155:31337',
  nonce: 'a1B2c3D4e5',
  issuedAt: '2026-11-26T15:00:00.000Z',
};

const SOLANA: SiwxMessageData = {
  domain: 'localhost:5173',
  accountAddress: 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW',
  uri: 'http://localhost:5173/',
  version: '1',
  chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  nonce: 'nonce1234',
  issuedAt: '2026-11-26T15:00:00Z',
  expirationTime: '2026-11-26T15:10:00Z',
  notBefore: '2026-11-26T14:59:00+01:00',
  requestId: 'req-42',
  resources: ['https://example.com/terms', 'ipfs://bafy'],
};

describe('buildSiwxMessage', () => {
  it('writes an eip155 message in the CONTRACTS §5 layout', () => {
    expect(buildSiwxMessage(EVM)._unsafeUnwrap().toString()).toBe(
      [
        'app.example.com wants you to sign in with your Ethereum account:',
        '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        '',
        'Sign in to Example.',
        '',
        'URI: https://app.example.com',
        'Version: 1',
        'Chain ID: eip155:31337',
        'Nonce: a1B2c3D4e5',
        'Issued At: 2026-11-26T15:00:00.000Z',
      ].join('\n'),
    );
  });

  it('writes a solana message without a statement and with every optional field, in order', () => {
    const message = buildSiwxMessage(SOLANA)._unsafeUnwrap();
    expect(message.toString()).toBe(
      [
        'localhost:5173 wants you to sign in with your Solana account:',
        'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW',
        '',
        'URI: http://localhost:5173/',
        'Version: 1',
        'Chain ID: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'Nonce: nonce1234',
        'Issued At: 2026-11-26T15:00:00Z',
        'Expiration Time: 2026-11-26T15:10:00Z',
        'Not Before: 2026-11-26T14:59:00+01:00',
        'Request ID: req-42',
        'Resources:',
        '- https://example.com/terms',
        '- ipfs://bafy',
      ].join('\n'),
    );
    expect(`${message}`).toBe(message.toString());
    expect({ ...message, toString: undefined }).toEqual({ ...SOLANA, toString: undefined });
  });

  const refusals: [field: string, change: Partial<Record<keyof SiwxMessageData, unknown>>][] = [
    ['domain', { domain: 'https://app.example.com' }],
    ['domain', { domain: 'evil.com wants you to sign in with your Ethereum account:\nx' }],
    ['domain', { domain: '' }],
    ['chainId', { chainId: 'eip155' }],
    ['chainId', { chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182' }],
    ['chainId', { chainId: 'eip155:01' }],
    ['accountAddress', { accountAddress: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' }],
    ['accountAddress', { accountAddress: '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }],
    ['accountAddress', { accountAddress: 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW' }],
    ['statement', { statement: 'two\nlines' }],
    ['statement', { statement: 'nul\u0000' }],
    ['statement', { statement: '' }],
    ['statement', { statement: 'URI: https://evil.example' }],
    ['statement', { statement: 'x'.repeat(1025) }],
    ['uri', { uri: 'app.example.com' }],
    ['uri', { uri: 'https://app.example.com/ with space' }],
    ['version', { version: '2' }],
    ['nonce', { nonce: 'short1' }],
    ['nonce', { nonce: 'has-dash-1234' }],
    ['issuedAt', { issuedAt: '2026-02-30T00:00:00Z' }],
    ['issuedAt', { issuedAt: 'yesterday' }],
    ['issuedAt', { issuedAt: undefined }],
    ['expirationTime', { expirationTime: '2026-11-26 15:00:00Z' }],
    ['notBefore', { notBefore: '2026-11-26T24:00:00Z' }],
    ['requestId', { requestId: 'has space' }],
    ['resources', { resources: [] }],
    ['resources', { resources: ['not a uri'] }],
    ['resources', { resources: Array.from({ length: 33 }, (_, i) => `https://x.example/${i}`) }],
  ];

  it.each(refusals)('refuses a bad %s with SIWX_MESSAGE_INVALID naming it', (field, change) => {
    const error = buildSiwxMessage({ ...EVM, ...change } as SiwxMessageData)._unsafeUnwrapErr();
    expect({ code: error.code, field: error.params.field, message: error.message }).toEqual({
      code: 'SIWX_MESSAGE_INVALID',
      field,
      message: `Invalid sign-in message: ${field}`,
    });
  });
});
