import type { FeatureContext } from '../wiring/index.js';

/** What a feature's wiring gives: its store, which the core disposes with itself. */
interface FeatureStore {
  /** Its view closed: gives up the reads it asked for (quotes, lookups); what is under way goes on. */
  leave(): void;
  dispose(): void;
}

/** A feature's entry: its wiring, fetched on first use, builds a store the core can dispose. */
const feature = <S extends FeatureStore>(
  load: () => Promise<(context: FeatureContext) => S>,
): (() => Promise<(context: FeatureContext) => S>) => load;

/**
 * The flows built on first use, out of the code a page loads before the modal opens: one line per feature, its
 * name and its wiring fetched as a chunk of its own. The feature names, their store types, the loader and the
 * `latch.<name>` getters all come from this list, so a new feature is its folder (`core/<feature>/`, with its
 * wiring in `feature.ts`) and one line here.
 *
 * - `send`: the Send flow of the active account on the active network (SPEC §2 Send, §5).
 * - `swap`: the Swap flow of the active account on the active network (SPEC §2 Swap, §5).
 * - `onramp`: the On-ramp flow: options, quote, hand-off, waiting for the funds (SPEC §2, §8, §9).
 * - `names`: the RegisterAccountName flow: suggestions, signing and registering a name (SPEC §4, §5).
 * - `siwx`: sign-in (SIWX, CAIP-122): asks a connected account to sign in when no session covers it (SPEC §2, §4).
 * - `email`: the e-mail wallet: its one-time-code login over the embedded-wallet frame (SPEC §2, §4, §5), and
 *   once it is connected (by the login or a reconnect) the rules of its session (core/features/email/watchEmbeddedSession).
 * - `emailUpdate`: a connected e-mail wallet changes its address: a code to the current address, then one to the
 *   new address (SPEC §7 APP_UPDATE_EMAIL; core/features/emailUpdate).
 * - `social`: social login over a popup and the embedded-wallet frame (SPEC §2, CONTRACTS §3; core/features/social).
 * - `farcaster`: Sign In With Farcaster over the embedded-wallet frame and our relay (SPEC §2, CONTRACTS §3, §4).
 */
export const FEATURE_BUILDERS = {
  send: feature(() => import('../../features/send/feature.js').then((module) => module.buildSendFeature)),
  swap: feature(() => import('../../features/swap/feature.js').then((module) => module.buildSwapFeature)),
  onramp: feature(() =>
    import('../../features/onramp/feature.js').then((module) => module.buildOnrampFeature),
  ),
  names: feature(() => import('../../features/names/feature.js').then((module) => module.buildNamesFeature)),
  siwx: feature(() => import('../../features/signIn/feature.js').then((module) => module.buildSiwxFeature)),
  email: feature(() => import('../../features/email/feature.js').then((module) => module.buildEmailFeature)),
  emailUpdate: feature(() =>
    import('../../features/emailUpdate/feature.js').then((module) => module.buildEmailUpdateFeature),
  ),
  social: feature(() =>
    import('../../features/social/feature.js').then((module) => module.buildSocialFeature),
  ),
  farcaster: feature(() =>
    import('../../features/farcaster/feature.js').then((module) => module.buildFarcasterFeature),
  ),
};

export type FeatureName = keyof typeof FEATURE_BUILDERS;

/** Each feature's store type, as its wiring builds it. */
export type FeatureStores = {
  readonly [N in FeatureName]: ReturnType<Awaited<ReturnType<(typeof FEATURE_BUILDERS)[N]>>>;
};

/** Every feature's name, in the list's order. */
export const FEATURE_NAMES = Object.freeze(Object.keys(FEATURE_BUILDERS) as FeatureName[]);

/** Each feature's store once built, undefined before (observable: an observer re-renders when it is built). */
export type BuiltFeatures = { readonly [N in FeatureName]: FeatureStores[N] | undefined };

/** Builds one feature's store from the core's context. */
export type FeatureBuilder<N extends FeatureName> = (context: FeatureContext) => FeatureStores[N];

/** Fetches each feature's wiring, and with it its store's code. */
export type FeatureBuilders = { readonly [N in FeatureName]: () => Promise<FeatureBuilder<N>> };
