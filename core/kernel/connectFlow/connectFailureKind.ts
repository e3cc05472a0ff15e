import type { ConnectError } from '../connections/index.js';

/** How a failed connection attempt is shown: declined by the user, or failed for another reason. */
export type ConnectFailureKind = 'rejected' | 'failed';

/** USER_REJECTED (EIP-1193 4001, the user said no in the wallet) is a decline; anything else is a failure. */
export const connectFailureKind = (error: Pick<ConnectError, 'code'>): ConnectFailureKind =>
  error.code === 'USER_REJECTED' ? 'rejected' : 'failed';
