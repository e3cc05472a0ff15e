import { describe, expect, it } from 'vitest';
import { NATIVE_TOKEN_ADDRESS } from '../../devnet/index.js';
import { useDevnetApi } from '../testing/devnetApi.js';
import { expectFailure } from '../testing/testApi.js';

describe('POST /v1/fungible/price (seeded devnet, PGlite)', () => {
  const api = useDevnetApi({ down: true, localProject: true });
  const caip = (address: string) => `eip155:31337:${address}`;
  const price = (body: unknown, query = '?projectId=latch-local') =>
    api.app.inject({
      method: 'POST',
      url: `/v1/fungible/price${query}`,
      payload: body as object,
      headers: { host: 'api.test' },
    });

  it('prices the known tokens from the pools and leaves unknown ones out', async () => {
    const { USDC, DAI, WETH } = api.devnet.chain.tokens;
    const response = await price({
      currency: 'usd',
      addresses: [
        caip(WETH.address),
        caip(USDC.address),
        caip(DAI.address.toLowerCase()),
        caip(NATIVE_TOKEN_ADDRESS),
        caip('0x000000000000000000000000000000000000dEaD'),
        `eip155:1:${USDC.address}`,
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fungibles: [
        {
          address: caip(WETH.address),
          name: 'Wrapped Ether',
          symbol: 'WETH',
          iconUrl: 'http://127.0.0.1/token-icons/WETH.svg',
          price: 3000,
          decimals: 18,
        },
        {
          address: caip(USDC.address),
          name: 'USD Coin',
          symbol: 'USDC',
          iconUrl: 'http://127.0.0.1/token-icons/USDC.svg',
          price: 1,
          decimals: 6,
        },
        {
          address: caip(DAI.address.toLowerCase()),
          name: 'Dai Stablecoin',
          symbol: 'DAI',
          iconUrl: 'http://127.0.0.1/token-icons/DAI.svg',
          price: 1,
          decimals: 18,
        },
        {
          address: caip(NATIVE_TOKEN_ADDRESS),
          name: 'Ether',
          symbol: 'ETH',
          iconUrl: 'http://127.0.0.1/token-icons/ETH.svg',
          price: 3000,
          decimals: 18,
        },
      ],
    });
  });

  it('takes the project id from the body too (SPEC §7)', async () => {
    const response = await price(
      { currency: 'usd', addresses: [caip(api.devnet.chain.tokens.USDC.address)], projectId: 'latch-local' },
      '',
    );
    expect(response.json()).toMatchObject({ fungibles: [{ symbol: 'USDC', price: 1 }] });
    expectFailure(
      await price({ currency: 'usd', addresses: [caip(api.devnet.chain.tokens.USDC.address)] }, ''),
      400,
      'projectId',
    );
    expectFailure(
      await price(
        { currency: 'usd', addresses: [caip(api.devnet.chain.tokens.USDC.address)], projectId: 'ghost' },
        '',
      ),
      403,
      'projectId',
    );
  });

  it('refuses malformed input with 400 on the right field', async () => {
    const usdc = caip(api.devnet.chain.tokens.USDC.address);
    expectFailure(
      await price({ currency: 'usd', addresses: [usdc, 'eip155:31337:0x12'] }),
      400,
      'addresses.1',
    );
    expectFailure(await price({ currency: 'usd', addresses: [] }), 400, 'addresses');
    expectFailure(
      await price({ currency: 'usd', addresses: Array.from({ length: 101 }, () => usdc) }),
      400,
      'addresses',
    );
    expectFailure(await price({ addresses: [usdc] }), 400, 'currency');
    expectFailure(await price({ currency: 'eur', addresses: [usdc] }), 400, 'currency');
    expectFailure(await price({ currency: 'usd', addresses: [42] }), 400, 'addresses.0');
  });

  it('answers 502 when a named chain cannot be read', async () => {
    const response = await price({
      currency: 'usd',
      addresses: [`eip155:99999:${api.devnet.chain.tokens.USDC.address}`],
    });
    expectFailure(response, 502, 'chainId');
  });
});
