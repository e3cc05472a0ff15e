import { later, loadOnce, type PromiseKeys } from '../../core/lib/lazy/index.js';
import type { DataService } from '../../ports/index.js';
import { NetworkFailureError } from '../http/failures.js';
import type { createDataServiceClient } from './createDataServiceClient.js';
import type { DataServiceClientConfig } from './request.js';

type CreateDataServiceClient = typeof createDataServiceClient;

/** Every route of the DataService port, by API: what the lazy client forwards (a test holds it to the real one). */
export const DATA_SERVICE_ROUTES = {
  chains: ['getSupportedChains'],
  balance: ['getBalance', 'getFungiblePrices'],
  history: ['getHistory'],
  identity: ['getIdentity'],
  swap: ['getTokens', 'getQuotes', 'getAllowance', 'getGasPrice', 'buildTransaction', 'buildApprove'],
  names: ['lookupName', 'reverseLookup', 'getSuggestions', 'registerName'],
  onramp: ['getOptions', 'getQuote', 'generateUrl'],
  wallets: ['getWallets'],
} as const satisfies { readonly [A in keyof DataService]: readonly (keyof DataService[A])[] };

const loadDataServiceClient = (): Promise<CreateDataServiceClient> =>
  import('./createDataServiceClient.js').then((module) => module.createDataServiceClient);

/**
 * The data-service client (createDataServiceClient), whose code — routes, answer checks, the HTTP requester and
 * ofetch — is fetched with the first request rather than with the page. Each route waits for it and then asks the
 * real client; a failed fetch rejects that request as a NetworkFailure (the next one fetches again).
 */
export function createLazyDataServiceClient(
  config: DataServiceClientConfig,
  load: () => Promise<CreateDataServiceClient> = loadDataServiceClient,
): DataService {
  const client = loadOnce(() =>
    load().then(
      (create) => create(config),
      (cause: unknown) => {
        throw new NetworkFailureError(config.baseUrl, cause);
      },
    ),
  );
  const api = <A extends keyof DataService>(name: A) =>
    later(
      () => client().then((real) => real[name]),
      DATA_SERVICE_ROUTES[name] as unknown as readonly PromiseKeys<DataService[A]>[],
    );
  return Object.fromEntries(
    Object.keys(DATA_SERVICE_ROUTES).map((name) => [name, api(name as keyof DataService)]),
  ) as unknown as DataService;
}
