import { SOCIAL_RESULT_CHANNEL_PREFIX } from '../social/callbackPage.js';
import { ownCallback } from './handlers/socialHandlers.js';

/** The part of a BroadcastChannel the frame uses (the browser's; tests pass their own). */
export interface ResultChannel {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface SocialBroadcastDeps {
  /** Opens the named channel (`new BroadcastChannel(name)`). */
  readonly open: (name: string) => ResultChannel;
  /** The host page's exact origin: the channel is named after it. */
  readonly hostOrigin: string;
  /** This frame's origin, the wallet service's: the only sender a result is taken from. */
  readonly ownOrigin: string;
  /** Whether this frame began a social login not yet redeemed (its binding is kept). */
  readonly loginPending: () => boolean;
  /** Passes the result on to the host page (SOCIAL_RESULT). */
  readonly deliver: (resultUri: string) => void;
}

/**
 * The fallback of a social login whose popup lost `window.opener` (a provider's Cross-Origin-Opener-Policy): the
 * callback page posts `{resultUri}` on the BroadcastChannel named after the host origin that began the login
 * (social/callbackPage.ts), and the frame that host page embeds passes it on as SOCIAL_RESULT — only a message
 * from its own origin (the callback page's), with a `resultUri` on its own callback path, while a login it began
 * is pending. The host page then redeems it with CONNECT_SOCIAL like a popup's message, bound to this frame.
 */
export const watchSocialBroadcast = (deps: SocialBroadcastDeps): (() => void) => {
  const channel = deps.open(`${SOCIAL_RESULT_CHANNEL_PREFIX}${deps.hostOrigin}`);
  channel.addEventListener('message', (event) => {
    if (event.origin !== deps.ownOrigin || !deps.loginPending()) return;
    const data = event.data as { resultUri?: unknown } | null;
    const resultUri = ownCallback(
      typeof data === 'object' && data !== null ? data.resultUri : undefined,
      deps.ownOrigin,
    );
    if (resultUri !== undefined) deps.deliver(resultUri);
  });
  return () => channel.close();
};
