import { latchError } from '../../lib/errors/index.js';
import { laterResult, loadOnce } from '../../lib/lazy/index.js';
import type { RegistryFetcher, RegistryFetcherDeps } from './createRegistryFetcher.js';
import type { WalletRegistryError } from './types.js';

type Load = () => Promise<typeof import('./createRegistryFetcher.js')>;

const loadFetcherCode: Load = () => import('./createRegistryFetcher.js');

/**
 * The registry fetcher (its query cache and the data-fetch retry), fetched with the first registry request: the page
 * asks the registry nothing before the modal opens or is about to (WalletCatalogStore.prefetch). Built once; a failed
 * fetch of its code fails that request (DATA_SERVICE_ERROR) and the next request fetches it again.
 */
export const createLazyRegistryFetcher = (
  deps: RegistryFetcherDeps,
  load: Load = loadFetcherCode,
): RegistryFetcher => {
  const fetcher = laterResult(
    loadOnce(() => load().then((module) => module.createRegistryFetcher(deps))),
    (cause): WalletRegistryError =>
      latchError('DATA_SERVICE_ERROR', {
        params: { description: 'The wallet list could not be loaded.' },
        cause,
      }),
  );
  return (request) => fetcher((fetch) => fetch(request));
};
