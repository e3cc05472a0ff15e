import { type Eip1193Provider, isRecord } from './eip1193.js';

export interface WalletCapabilities {
  /** EIP-5792: the wallet answers wallet_getCapabilities, so it takes wallet_sendCalls. */
  readonly sendCalls: boolean;
  /** ERC-7811: some chain reports `assetDiscovery: { supported: true }`, so it takes wallet_getAssets. */
  readonly assetDiscovery: boolean;
}

export const NO_CAPABILITIES: WalletCapabilities = { sendCalls: false, assetDiscovery: false };
/** A wallet that neither answers nor refuses wallet_getCapabilities within this time is taken to lack it. */
export const CAPABILITIES_TIMEOUT_MS = 1000;

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T | undefined> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
};

const supportsAssetDiscovery = (capabilities: unknown): boolean =>
  isRecord(capabilities) &&
  Object.values(capabilities).some(
    (chain) => isRecord(chain) && isRecord(chain.assetDiscovery) && chain.assetDiscovery.supported === true,
  );

/**
 * Asks the wallet for its EIP-5792 capabilities for `account`. A refusal (4200, method not found…), a
 * malformed answer or no answer within CAPABILITIES_TIMEOUT_MS means none: capabilities are optional.
 */
export async function detectWalletCapabilities(
  provider: Eip1193Provider,
  account: string,
  timeoutMs = CAPABILITIES_TIMEOUT_MS,
): Promise<WalletCapabilities> {
  try {
    const answer = await withTimeout(
      provider.request({ method: 'wallet_getCapabilities', params: [account] }),
      timeoutMs,
    );
    if (!isRecord(answer)) return NO_CAPABILITIES;
    return { sendCalls: true, assetDiscovery: supportsAssetDiscovery(answer) };
  } catch {
    return NO_CAPABILITIES;
  }
}
