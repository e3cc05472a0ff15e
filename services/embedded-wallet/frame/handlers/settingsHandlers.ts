import { err, ok } from 'neverthrow';
import { type FrameDeps, type FrameHandlers, fieldsOf } from '../FrameDeps.js';
import { userOf } from './userOf.js';

export const EOA_ONLY = 'Smart accounts are not available: this wallet has an EOA account only';

/**
 * SYNC_THEME {themeMode} (the approval's light or dark look), SYNC_DAPP_DATA (accepted; the approval
 * names the host page by its checked origin, not by what it says of itself), RELOAD, and the smart-account
 * requests: no networks, `eoa` the only account type, the others refused.
 */
export const settingsHandlers = (deps: FrameDeps): FrameHandlers => [
  [
    'SYNC_THEME',
    async (payload) => {
      const { themeMode } = fieldsOf(payload);
      if (themeMode === 'light' || themeMode === 'dark') deps.setTheme(themeMode);
      return ok(undefined);
    },
  ],
  ['SYNC_DAPP_DATA', async () => ok(undefined)],
  [
    'RELOAD',
    async () => {
      deps.reload();
      return ok(undefined);
    },
  ],
  ['GET_SMART_ACCOUNT_ENABLED_NETWORKS', async () => ok({ smartAccountEnabledNetworks: [] })],
  ['INIT_SMART_ACCOUNT', async () => err(EOA_ONLY)],
  [
    'SET_PREFERRED_ACCOUNT',
    async (payload) => {
      if (fieldsOf(payload).type !== 'eoa') return err(EOA_ONLY);
      const user = await userOf(deps);
      return user.isOk() ? ok({ type: 'eoa', address: user.value.address }) : err(user.error);
    },
  ],
];
