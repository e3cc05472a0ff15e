import type { SignClient } from '@walletconnect/sign-client';
import type { CoreTypes, SignClientTypes } from '@walletconnect/types';
import type { KeyValueStorage } from './keyValueStorage.js';

export interface WalletClientSettings {
  readonly relayUrl: string;
  readonly projectId: string;
  readonly storage: KeyValueStorage;
  /** Distinct per client in one page/process (the SDK keeps one core per prefix). */
  readonly storagePrefix: string;
  /** SDK log level (pino): 'error' by default, 'silent' to mute. */
  readonly logLevel: string;
  readonly metadata: CoreTypes.Metadata;
}

/**
 * Sign-client options of the sandbox wallet: our relay, injected storage (nothing Node-only), telemetry
 * off, and requests handed over as they arrive (no 1 s queue).
 */
export const walletClientOptions = (settings: WalletClientSettings): SignClientTypes.Options => ({
  relayUrl: settings.relayUrl,
  projectId: settings.projectId,
  storage: settings.storage,
  customStoragePrefix: settings.storagePrefix,
  telemetryEnabled: false,
  logger: settings.logLevel,
  metadata: settings.metadata,
  signConfig: { disableRequestQueue: true },
});

/**
 * Domain verification off: the SDK would ask verify.walletconnect.org about every proposal and request
 * whose attestation is missing (our relay always sends ""). Refusing makes every dapp "UNKNOWN" — the SDK
 * catches the rejection — and keeps all traffic on the configured relay.
 */
export function turnVerificationOff(client: InstanceType<typeof SignClient>): void {
  client.core.verify.register = async () => '';
  client.core.verify.resolve = () =>
    Promise.reject(new Error('Domain verification is off in the sandbox wallet'));
}
