import { describe, expect, it } from 'vitest';
import { buildCoinbaseUrl, COINBASE_BUY_URL } from './buildCoinbaseUrl.js';

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('buildCoinbaseUrl (CONTRACTS §1)', () => {
  it('builds the buy widget URL with every given parameter', () => {
    const url = buildCoinbaseUrl('app-123', {
      destinationWallets: [{ address, blockchains: ['base', 'ethereum'], assets: ['USDC', 'ETH'] }],
      partnerUserId: 'user-1',
      defaultNetwork: 'base',
      presetCryptoAmount: 0.5,
      presetFiatAmount: 50,
      defaultExperience: 'buy',
      redirectUrl: 'https://app.example/done',
    })._unsafeUnwrap();
    expect(url.startsWith(`${COINBASE_BUY_URL}?`)).toBe(true);
    expect(url).toBe(
      'https://pay.coinbase.com/buy/select-asset?appId=app-123' +
        `&addresses=${encodeURIComponent(`{"${address}":["base","ethereum"]}`).replace(/%20/g, '+')}` +
        `&assets=${encodeURIComponent('["USDC","ETH"]')}` +
        '&presetCryptoAmount=0.5&presetFiatAmount=50&defaultNetwork=base&defaultExperience=buy' +
        '&partnerUserId=user-1' +
        `&redirectUrl=${encodeURIComponent('https://app.example/done')}`,
    );
    const params = new URL(url).searchParams;
    expect(JSON.parse(params.get('addresses') ?? '')).toEqual({ [address]: ['base', 'ethereum'] });
    expect(JSON.parse(params.get('assets') ?? '')).toEqual(['USDC', 'ETH']);
  });

  it('uses defaultNetwork for wallets without blockchains, defaults the experience to buy', () => {
    const params = new URL(
      buildCoinbaseUrl('app', {
        destinationWallets: [{ address }],
        partnerUserId: 'u',
        defaultNetwork: 'base',
      })._unsafeUnwrap(),
    ).searchParams;
    expect([...params.keys()]).toEqual([
      'appId',
      'addresses',
      'defaultNetwork',
      'defaultExperience',
      'partnerUserId',
    ]);
    expect(params.get('addresses')).toBe(`{"${address}":["base"]}`);
    expect(params.get('defaultExperience')).toBe('buy');
  });

  it('refuses a wallet with neither blockchains nor a defaultNetwork', () => {
    expect(
      buildCoinbaseUrl('app', {
        destinationWallets: [
          { address, blockchains: ['base'] },
          { address, blockchains: [] },
        ],
        partnerUserId: 'u',
      })._unsafeUnwrapErr(),
    ).toEqual({
      kind: 'invalid',
      field: 'destinationWallets.1.blockchains',
      description: 'A destination wallet needs its blockchains or a defaultNetwork',
    });
  });
});
