import type { CaipNetworkId } from '../network.js';

/** GET /v1/supported-chains */
export interface SupportedChains {
  readonly http: readonly CaipNetworkId[];
  readonly ws: readonly CaipNetworkId[];
}

export interface ChainsApi {
  getSupportedChains(): Promise<SupportedChains>;
}
