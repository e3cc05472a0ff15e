import type { Metadata } from '@walletconnect/universal-provider';
import type { SdkStorage } from './createSdkStorage.js';
import { isHostedRelay } from './isHostedRelay.js';
import type { SdkLogLevel, UniversalProviderInstance } from './walletConnectTypes.js';

export interface UniversalProviderSettings {
  readonly relayUrl: string;
  readonly projectId: string;
  readonly metadata: Metadata;
  readonly storage: SdkStorage;
  readonly storagePrefix: string;
  readonly logLevel: SdkLogLevel;
}

/**
 * On a self-hosted relay, nothing but the relay is contacted: domain verification is off (the SDK would
 * load verify.walletconnect.org in an iframe and wait 5 s on every proposal and request), and the
 * browser's `navigator.onLine` is not asked (a machine with no route out reports false, and the SDK would
 * refuse to pair with a relay that is right there).
 */
function keepTrafficOnRelay(provider: UniversalProviderInstance): void {
  const { core } = provider.client;
  core.verify.register = async () => '';
  core.verify.resolve = () => Promise.reject(new Error('Domain verification is off on a self-hosted relay'));
  core.relayer.confirmOnlineStateOrThrow = async () => undefined;
}

/**
 * Loads the WalletConnect SDK (a dynamic import: nothing of it runs before the first connect or reconnect)
 * and initialises a UniversalProvider on the given relay and storage, telemetry off. Its persisted session,
 * if any, is restored by the SDK.
 */
export async function loadUniversalProvider(
  settings: UniversalProviderSettings,
): Promise<UniversalProviderInstance> {
  const { UniversalProvider } = await import('@walletconnect/universal-provider');
  const provider = await UniversalProvider.init({
    relayUrl: settings.relayUrl,
    projectId: settings.projectId,
    metadata: settings.metadata,
    storage: settings.storage,
    customStoragePrefix: settings.storagePrefix,
    telemetryEnabled: false,
    logger: settings.logLevel,
  });
  if (!isHostedRelay(settings.relayUrl)) keepTrafficOnRelay(provider);
  return provider;
}
