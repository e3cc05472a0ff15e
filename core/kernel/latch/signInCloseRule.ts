/** What closing the modal needs to know of sign-in (SPEC §2), whether or not its flow has arrived yet. */
export interface SignInCloseRule {
  /** Sign-in is required: closing may be blocked. */
  readonly isSignInRequired: () => boolean;
  /** The account has a session (or none is being asked for): closing is free. */
  readonly hasSession: () => boolean;
}

export interface SignInCloseSource {
  /** The sign-in flow once built. */
  readonly built: () => { readonly required: boolean; readonly pending: boolean } | undefined;
  /** Its code is being fetched (a wallet connected, the flow not built yet). */
  readonly loading: () => boolean;
  /** `siwx.getRequired()` / `siweConfig.required`, read from the host's option itself. */
  readonly requiredByOption: () => boolean;
}

/**
 * SPEC §2: while sign-in is required and the account has no session, the modal does not close. The flow's code
 * arrives a moment after the wallet connects; in that moment the option decides, and the account counts as
 * waiting for its sign-in — so an Escape pressed just after connecting does not slip past a required sign-in.
 * A fetch that fails frees closing again (the flow is not loading any more).
 */
export const signInCloseRule = (source: SignInCloseSource): SignInCloseRule => ({
  isSignInRequired: () => {
    const flow = source.built();
    return flow === undefined ? source.loading() && source.requiredByOption() : flow.required;
  },
  hasSession: () => {
    const flow = source.built();
    return flow === undefined ? !source.loading() : !flow.pending;
  },
});

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Whether the host's sign-in option says sign-in is required, read without the flow's code. */
export const requiredBySignInOption = (siwx: unknown, siweConfig: unknown): boolean => {
  if (isObject(siwx)) {
    const getRequired = siwx.getRequired;
    try {
      return typeof getRequired === 'function' && getRequired.call(siwx) === true;
    } catch {
      // A host callback that throws must not make closing throw: the flow, once here, reports it.
      return false;
    }
  }
  return isObject(siweConfig) && siweConfig.required === true;
};
