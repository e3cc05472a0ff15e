import type { ConnectorInfo } from '../../../ports/index.js';

/** A wallet living in this browser: an injected, announced (EIP-6963) or multi-chain extension connector. */
export const isInstalledConnector = (info: Pick<ConnectorInfo, 'type'>): boolean =>
  info.type === 'INJECTED' || info.type === 'ANNOUNCED' || info.type === 'MULTI_CHAIN';
