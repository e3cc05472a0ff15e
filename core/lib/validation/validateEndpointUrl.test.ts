import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HTTP_PROTOCOLS, validateEndpointUrl, WS_PROTOCOLS } from './validateEndpointUrl.js';

describe('validateEndpointUrl', () => {
  it('accepts http(s) web URLs unchanged', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['http', 'https'] }), (url) => {
        expect(validateEndpointUrl(url, 'dataServiceUrl')._unsafeUnwrap()).toBe(url);
      }),
    );
  });

  it('rejects other protocols, naming the field', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['ftp', 'ws', 'file'] }), (url) => {
        const error = validateEndpointUrl(url, 'rpcUrls.eip155:1', HTTP_PROTOCOLS)._unsafeUnwrapErr();
        expect(error.message).toBe('Invalid modal options: rpcUrls.eip155:1');
      }),
    );
  });

  it('pins websocket, data and malformed cases', () => {
    expect(validateEndpointUrl('wss://relay.example.org', 'relayUrl', WS_PROTOCOLS).isOk()).toBe(true);
    expect(validateEndpointUrl('https://relay.example.org', 'relayUrl', WS_PROTOCOLS).isErr()).toBe(true);
    expect(validateEndpointUrl('data:image/png;base64,AAAA', 'icon', ['data:']).isOk()).toBe(true);
    for (const bad of [
      '',
      'example.com',
      '/v1',
      'https://',
      'javascript:alert(1)',
      'http:/x y',
      42,
      undefined,
    ]) {
      expect(validateEndpointUrl(bad, 'field').isErr()).toBe(true);
    }
  });
});
