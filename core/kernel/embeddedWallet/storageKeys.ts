import { decoders, storageKey } from '../../lib/storage/index.js';

/** What the host page keeps of an embedded-wallet login (SPEC §3, §4): no secret, the session stays in the frame. */
export const EMBEDDED_KEYS = {
  email: storageKey('embedded.email', 1, decoders.string),
  lastChain: storageKey('embedded.lastChain', 1, decoders.string),
  socialUserName: storageKey('embedded.socialUserName', 1, decoders.string),
  /** SPEC §3: the connected social provider. */
  socialProvider: storageKey('social.provider', 1, decoders.string),
};
