import { okAsync } from 'neverthrow';
import { laterResult, loadOnce } from '../../lib/lazy/index.js';
import type { SupportedChainsCheck, SupportedChainsCheckDeps } from './createSupportedChainsCheck.js';

type Load = () => Promise<typeof import('./createSupportedChainsCheck.js')>;

const loadCheckCode: Load = () => import('./createSupportedChainsCheck.js');

/**
 * createSupportedChainsCheck, its code (and the query cache's) fetched by the first check: the activity asks only
 * once it is shown. Never fails, as the check itself: a failed fetch of its code is logged, counts as unsupported
 * (no data-service call is made) and the next check fetches it again.
 */
export const createLazySupportedChainsCheck = (
  deps: SupportedChainsCheckDeps,
  load: Load = loadCheckCode,
): SupportedChainsCheck => {
  const check = laterResult(
    loadOnce(() => load().then((module) => module.createSupportedChainsCheck(deps))),
    (cause) => cause,
  );
  return (caipNetworkId) =>
    check((isSupported) => isSupported(caipNetworkId)).orElse((cause) => {
      deps.logger.warn('supported chains check could not be loaded; data-service calls skipped', {
        caipNetworkId,
        cause: String(cause),
      });
      return okAsync(false);
    });
};
