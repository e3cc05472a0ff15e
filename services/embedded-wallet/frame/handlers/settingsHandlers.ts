import { err, ok } from 'neverthrow';
import { type FrameDeps, type FrameHandlers, fieldsOf } from '../FrameDeps.js';
import { readFrameThemeVariables } from '../frameThemeVariables.js';
import { userOf } from './userOf.js';

export const EOA_ONLY = 'Smart accounts are not available: this wallet has an EOA account only';

/**
 * SYNC_THEME {themeMode?, themeVariables?} (the approval's light or dark look; the host's accent, font family and
 * radius master, checked by frameThemeVariables.ts — a SYNC_THEME with `themeVariables` replaces the last ones),
 * SYNC_DAPP_DATA (accepted; the approval
 * names the host page by its checked origin, not by what it says of itself), RELOAD, and the smart-account
 * requests: no networks, `eoa` the only account type, the others refused.
 */
export const settingsHandlers = (deps: FrameDeps): FrameHandlers => [
  [
    'SYNC_THEME',
    async (payload) => {
      const { themeMode, themeVariables } = fieldsOf(payload);
      if (themeMode === 'light' || themeMode === 'dark') deps.setTheme(themeMode);
      if (themeVariables !== undefined) deps.setThemeVariables(readFrameThemeVariables(themeVariables));
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
