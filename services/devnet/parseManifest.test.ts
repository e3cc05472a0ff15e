import { describe, expect, it } from 'vitest';
import { sampleManifest } from './manifestFixture.js';
import { parseManifest } from './parseManifest.js';

describe('parseManifest', () => {
  it('accepts a manifest as written (JSON round trip)', () => {
    const manifest = sampleManifest();
    expect(parseManifest(JSON.parse(JSON.stringify(manifest)))._unsafeUnwrap()).toEqual(manifest);
  });

  it.each([
    ['not an object', () => 'manifest', 'manifest is not an object'],
    ['another version', (m: Record<string, unknown>) => ({ ...m, version: 2 }), 'manifest.version is not 1'],
    ['no chains', (m: Record<string, unknown>) => ({ ...m, chains: {} }), 'manifest.chains is not a list'],
  ])('rejects %s', (_, change, detail) => {
    const result = parseManifest(change({ ...sampleManifest() }));
    expect(result.isErr() && result.error.code).toBe('MANIFEST_INVALID');
    expect(result.isErr() && result.error.details).toBe(detail);
  });

  it('reads a chain recorded before the Farcaster ID registry, and names a bad Farcaster field', () => {
    const older = JSON.parse(JSON.stringify(sampleManifest()));
    delete older.chains[0].farcaster;
    expect(parseManifest(older)._unsafeUnwrap().chains[0]?.farcaster).toBeUndefined();

    const json = JSON.parse(JSON.stringify(sampleManifest()));
    json.chains[0].farcaster.users[0].custody = 'nobody';
    const result = parseManifest(json);
    expect(result.isErr() && result.error.details).toBe(
      'manifest.chains[0].farcaster.users[0].custody is not an address',
    );
  });

  it('reads a chain recorded before the NFTs, and names a bad NFT field', () => {
    const older = JSON.parse(JSON.stringify(sampleManifest()));
    delete older.chains[0].nfts;
    expect(parseManifest(older)._unsafeUnwrap().chains[0]?.nfts).toBeUndefined();

    const json = JSON.parse(JSON.stringify(sampleManifest()));
    json.chains[0].nfts.collections[0].name = '';
    const result = parseManifest(json);
    expect(result.isErr() && result.error.details).toBe(
      'manifest.chains[0].nfts.collections[0].name is not a string',
    );
  });

  it('names the first bad field of a chain', () => {
    const json = JSON.parse(JSON.stringify(sampleManifest()));
    json.chains[0].uniswapV2.pairs['USDC/WETH'] = '0x1234';
    const result = parseManifest(json);
    expect(result.isErr() && result.error.details).toBe(
      'manifest.chains[0].uniswapV2.pairs.USDC/WETH is not an address',
    );

    const token = JSON.parse(JSON.stringify(sampleManifest()));
    token.chains[0].tokens.DAI.symbol = 'USDC';
    expect(parseManifest(token)._unsafeUnwrapErr().details).toBe(
      'manifest.chains[0].tokens.DAI.symbol is not DAI',
    );

    const block = JSON.parse(JSON.stringify(sampleManifest()));
    block.chains[0].seededAtBlock = -1;
    expect(parseManifest(block)._unsafeUnwrapErr().details).toBe(
      'manifest.chains[0].seededAtBlock is not a count',
    );
  });
});
