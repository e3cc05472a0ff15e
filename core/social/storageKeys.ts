import { decoders, storageKey } from '../storage/index.js';

/** SPEC §3: the connected social provider (the user name is EMBEDDED_KEYS.socialUserName). */
export const SOCIAL_KEYS = {
  provider: storageKey('social.provider', 1, decoders.string),
};
