import { useLatchContext } from '../context/LatchContext.js';
import { DISCONNECTED_ACCOUNT, type LatchAccountState, readAccount } from './readAccount.js';
import { useObserved } from './useObserved.js';

export type { LatchAccountState } from './readAccount.js';

/** The connected account: status, address, name, avatar and native balance. */
export const useLatchAccount = (): LatchAccountState => {
  const { latch, account } = useLatchContext();
  return useObserved(
    () => readAccount(latch, account),
    () => DISCONNECTED_ACCOUNT,
  );
};
