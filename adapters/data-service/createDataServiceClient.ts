import type { ofetch } from 'ofetch';
import type { DataService, NameRecord } from '../../ports/index.js';
import {
  createRequester,
  type DataServiceClientConfig,
  expectShape,
  hasArray,
  isObject,
  type RequestOptions,
  segment,
} from './request.js';

const csv = (values: readonly string[] | undefined): string | undefined =>
  values === undefined || values.length === 0 ? undefined : values.join(',');

/** The DataService port over HTTP (CONTRACTS §1, §6): the same client for our stack and the hosted one. */
export function createDataServiceClient(
  config: DataServiceClientConfig,
  fetcher?: typeof ofetch,
): DataService {
  const http = createRequester(config, fetcher);
  const checked = async <T>(
    pending: Promise<unknown>,
    check: (value: unknown) => boolean,
    path: string,
  ): Promise<T> => expectShape<T>(await pending, check, `${config.baseUrl}${path}`);
  const get = <T>(
    path: string,
    check: (value: unknown) => boolean,
    query?: Parameters<typeof http.get>[1],
    options?: RequestOptions,
  ) => checked<T>(http.get(path, query, options), check, path);
  const post = <T>(
    path: string,
    body: unknown,
    check: (value: unknown) => boolean,
    options?: RequestOptions,
  ) => checked<T>(http.post(path, body, {}, options), check, path);

  return {
    chains: {
      getSupportedChains: () => get('/v1/supported-chains', (v) => hasArray('http')(v) && hasArray('ws')(v)),
    },
    balance: {
      getBalance: ({ address, chainId, currency, forceUpdate }) =>
        get(`/v1/account/${segment(address)}/balance`, hasArray('balances'), {
          currency,
          chainId,
          forceUpdate: csv(forceUpdate),
        }),
      getFungiblePrices: ({ currency, addresses, signal }) =>
        post(
          '/v1/fungible/price',
          { currency, addresses, projectId: config.projectId },
          hasArray('fungibles'),
          { signal },
        ),
    },
    history: {
      getHistory: ({ account, chainId, cursor, onramp, signal }) =>
        get(
          `/v1/account/${segment(account)}/history`,
          (v) => hasArray('data')(v) && isObject(v) && 'next' in v,
          { chainId, cursor, onramp },
          { signal },
        ),
    },
    identity: {
      getIdentity: ({ address, sender }) =>
        get(`/v1/identity/${segment(address)}`, (v) => isObject(v) && 'name' in v && 'avatar' in v, {
          sender,
        }),
    },
    swap: {
      getTokens: ({ chainId, signal }) =>
        get('/v1/convert/tokens', hasArray('tokens'), { chainId }, { signal }),
      getQuotes: ({ signal, ...query }) =>
        get('/v1/convert/quotes', hasArray('quotes'), { ...query }, { signal }),
      getAllowance: ({ signal, ...query }) =>
        get(
          '/v1/convert/allowance',
          (v) => isObject(v) && typeof v.allowance === 'string',
          { ...query },
          { signal },
        ),
      getGasPrice: ({ chainId, signal }) =>
        get('/v1/convert/gas-price', (v) => isObject(v) && 'standard' in v, { chainId }, { signal }),
      buildTransaction: (request) =>
        post(
          '/v1/convert/build-transaction',
          { ...request, projectId: config.projectId },
          (v) => isObject(v) && isObject(v.tx),
        ),
      buildApprove: (request) =>
        get('/v1/convert/build-approve', (v) => isObject(v) && isObject(v.tx), { ...request }),
    },
    names: {
      lookupName: async ({ name, signal }) => {
        const found = await get<NameRecord | readonly unknown[]>(
          `/v1/profile/account/${segment(name)}`,
          (v) => Array.isArray(v) || (isObject(v) && typeof v.name === 'string'),
          { apiVersion: 2 },
          { signal },
        );
        return Array.isArray(found) ? undefined : (found as NameRecord);
      },
      reverseLookup: ({ address, sender }) =>
        get(`/v1/profile/reverse/${segment(address)}`, Array.isArray, { apiVersion: 2, sender }),
      getSuggestions: ({ name, zone, signal }) =>
        get(`/v1/profile/suggestions/${segment(name)}`, hasArray('suggestions'), { zone }, { signal }),
      registerName: (request) =>
        post('/v1/profile/account', request, (v) => isObject(v) && typeof v.name === 'string'),
    },
    onramp: {
      getOptions: ({ signal } = {}) =>
        get(
          '/v1/onramp/options',
          (v) => hasArray('purchaseCurrencies')(v) && hasArray('paymentCurrencies')(v),
          {},
          { signal },
        ),
      getQuote: ({ signal, ...request }) =>
        post('/v1/onramp/quote', request, (v) => isObject(v) && typeof v.quoteId === 'string', {
          signal,
        }),
      generateUrl: (request) =>
        post('/v1/generators/onrampurl', request, (v) => isObject(v) && typeof v.url === 'string'),
    },
    wallets: {
      getWallets: ({ page, entries, search, include, exclude, chains, badge, signal }) =>
        get(
          '/getWallets',
          (v) => hasArray('data')(v) && isObject(v) && typeof v.count === 'number',
          {
            page,
            entries,
            search,
            include: csv(include),
            exclude: csv(exclude),
            chains: csv(chains),
            badge,
          },
          { signal },
        ),
    },
  };
}
