import fc from 'fast-check';
import type { CaipNetworkId, SiwxMessageData } from '../../ports/index.js';
import { caipReference, evmAddressChecksummed, evmChainId, solanaAddress } from './identifiers.js';

/** Reusable fast-check arbitraries for CAIP-122 sign-in messages (CONTRACTS §5). */

/** A host name with an optional port: `app.example.com`, `localhost:5173`. */
export const siwxDomain = (): fc.Arbitrary<string> =>
  fc
    .tuple(fc.domain(), fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined }))
    .map(([host, port]) => (port === undefined ? host : `${host}:${port}`));

/** One line of readable text (any script, emoji included), never a control or a line break. */
export const siwxStatement = (): fc.Arbitrary<string> =>
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 80 })
    // biome-ignore lint/suspicious/noControlCharactersInRegex: they are what is left out
    .filter((text) => !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(text) && !text.startsWith('URI: '));

/** A visible-ASCII time RFC 3339 allows, written the way `Date#toISOString` writes it. */
export const siwxTime = (): fc.Arbitrary<string> =>
  fc
    .date({
      min: new Date('1970-01-01T00:00:00Z'),
      max: new Date('2199-12-31T23:59:59Z'),
      noInvalidDate: true,
    })
    .map((date) => date.toISOString());

export const siwxNonce = (): fc.Arbitrary<string> => fc.stringMatching(/^[A-Za-z0-9]{8,40}$/);

const network = (): fc.Arbitrary<{ chainId: CaipNetworkId; accountAddress: string }> =>
  fc.oneof(
    fc.tuple(evmChainId(), evmAddressChecksummed()).map(([id, accountAddress]) => ({
      chainId: `eip155:${id}` as CaipNetworkId,
      accountAddress,
    })),
    fc.tuple(caipReference('solana'), solanaAddress()).map(([reference, accountAddress]) => ({
      chainId: `solana:${reference}` as CaipNetworkId,
      accountAddress,
    })),
  );

const optional = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });

/** Valid message fields of an eip155 or solana account, every optional field present or not. */
export const siwxMessageData = (): fc.Arbitrary<SiwxMessageData> =>
  fc
    .record({
      domain: siwxDomain(),
      network: network(),
      statement: optional(siwxStatement()),
      uri: fc.webUrl({ withQueryParameters: true, withFragments: true }),
      nonce: siwxNonce(),
      issuedAt: siwxTime(),
      expirationTime: optional(siwxTime()),
      notBefore: optional(siwxTime()),
      requestId: optional(fc.stringMatching(/^[\x21-\x7e]{1,40}$/)),
      resources: optional(fc.array(fc.webUrl(), { minLength: 1, maxLength: 4 })),
    })
    .map(
      ({
        network,
        statement,
        expirationTime,
        notBefore,
        requestId,
        resources,
        ...required
      }): SiwxMessageData => ({
        ...required,
        ...network,
        version: '1',
        ...(statement === undefined ? {} : { statement }),
        ...(expirationTime === undefined ? {} : { expirationTime }),
        ...(notBefore === undefined ? {} : { notBefore }),
        ...(requestId === undefined ? {} : { requestId }),
        ...(resources === undefined ? {} : { resources }),
      }),
    );
