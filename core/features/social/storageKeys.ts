import { EMBEDDED_KEYS } from '../../kernel/embeddedWallet/index.js';

/** SPEC §3: the connected social provider (the user name is EMBEDDED_KEYS.socialUserName). */
export const SOCIAL_KEYS = {
  provider: EMBEDDED_KEYS.socialProvider,
};
