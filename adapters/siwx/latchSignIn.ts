import { later, loadOnce } from '../../core/lib/lazy/index.js';
import type { SiwxConfig } from '../../ports/index.js';
import type { VerifierSiwxOptions } from './createVerifierSiwx.js';

/** What a host chooses of sign-in with our verifier; the rest (endpoint, storage, page) `createLatch` knows. */
export interface LatchSignInSettings {
  /** The modal cannot be closed without a session, and Cancel disconnects. Default false. */
  readonly required?: boolean;
  /** The line the wallet shows above the message's fields. */
  readonly statement?: string;
  /** Default true. */
  readonly signOutOnDisconnect?: boolean;
}

/** Where the verifier is and what the session is kept in: given by `createLatch`. */
export type LatchSignInContext = Omit<VerifierSiwxOptions, keyof LatchSignInSettings>;

/** A `siwx` config over our verifier, completed by `createLatch` (`attach`). */
export interface LatchSignIn extends SiwxConfig {
  attach(context: LatchSignInContext): void;
}

const SIGN_IN = new WeakSet<object>();

/** Whether `value` came from `latchSignIn` (createLatch then attaches the data service to it). */
export const isLatchSignIn = (value: unknown): value is LatchSignIn =>
  typeof value === 'object' && value !== null && SIGN_IN.has(value);

/**
 * Sign-in with the data service's own verifier in one line: `createLatch({ …, siwx: latchSignIn({ required: true })
 * })`. Its code (`createVerifierSiwx`) is fetched on its first use, so it costs the page nothing before a wallet
 * connects; `createLatch` gives it the data service, the project and the page.
 */
export const latchSignIn = (settings: LatchSignInSettings = {}): LatchSignIn => {
  let context: LatchSignInContext | undefined;
  // Built once attached; before, or when its code cannot be fetched, a use fails and the next one tries again.
  const verifier = loadOnce(async (): Promise<SiwxConfig> => {
    const attached = context;
    if (attached === undefined) throw new Error('latchSignIn: pass it to createLatch as `siwx`');
    const module = await import('./createVerifierSiwx.js');
    return module.createVerifierSiwx({ ...attached, ...settings });
  });
  const signIn: LatchSignIn = {
    attach(given) {
      context = given;
    },
    ...later(verifier, ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions']),
    getRequired: () => settings.required ?? false,
    signOutOnDisconnect: settings.signOutOnDisconnect ?? true,
  };
  SIGN_IN.add(signIn);
  return signIn;
};
