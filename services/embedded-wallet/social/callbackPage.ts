import { escapeHtml } from '../../http-front/escapeHtml.js';

/** Where providers send the user back to (the redirect URI registered with each provider). */
export const SOCIAL_CALLBACK_PATH = '/social/callback';
export const SOCIAL_CALLBACK_SCRIPT = '/social/callback.js';
/**
 * The page the popup opens first (`?login=` the login's `state`): it sets the launching browser's cookie
 * (social/launchCookie.ts) and sends the popup on to the provider.
 */
export const SOCIAL_LAUNCH_PATH = '/social/launch';

const CONFIG_ID = 'latch-social-result';
/**
 * The BroadcastChannel a callback page without `window.opener` (cut by a provider's COOP) posts its result on:
 * this prefix and the host page's exact origin. Only pages of the wallet service's own origin share it: the frame
 * that host page embeds listens (frame/socialBroadcast.ts).
 */
export const SOCIAL_RESULT_CHANNEL_PREFIX = 'latch-social-result:';

/** JSON that is safe inside a <script> element (no `<`, so no `</script>`). */
const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/** Where the callback page sends its result: the host page that began the login. */
export interface CallbackTarget {
  /** The host page's origin: the popup's opener is posted to with exactly this target. */
  readonly targetOrigin: string;
  /** Without an opener (a Telegram mini-app), the page of that origin to return to with `#result_uri=`. */
  readonly returnUrl: string | null;
}

/**
 * The page the provider returns to, in the popup the host page opened (null when the login is unknown or
 * expired: nothing is posted).
 */
export const renderCallbackPage = (target: CallbackTarget | null): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Latch wallet sign-in</title>
<script type="application/json" id="${CONFIG_ID}">${scriptJson(target ?? { targetOrigin: null, returnUrl: null })}</script>
<script src="${SOCIAL_CALLBACK_SCRIPT}" defer></script>
</head>
<body style="font-family: system-ui, sans-serif; padding: 24px">
<p id="status" role="status">Finishing sign-in…</p>
</body>
</html>
`;

/**
 * The callback page's script: posts `{resultUri}` (this page's address, with the provider's `code`
 * and `state`) to the window that opened the popup, with the exact host origin as target — never `*` —
 * then takes the code out of the address bar and closes. Without an opener it returns to the host page's
 * `returnUrl` with `#result_uri=` (the Telegram mini-app return of SPEC §1; in the fragment, so the code never
 * reaches the host's server or its logs) when the login named one, and otherwise (a provider's
 * Cross-Origin-Opener-Policy cut `window.opener`) posts `{resultUri}` on the BroadcastChannel named after the host
 * origin, where that host page's frame (this same origin) listens. The frame sends the result to the service
 * (CONNECT_SOCIAL), which alone can redeem the code (PKCE verifier, frame binding).
 */
export const CALLBACK_SCRIPT_SOURCE = `(() => {
  const status = document.getElementById('status');
  const say = (text) => { if (status) status.textContent = text; };
  let config = {};
  try { config = JSON.parse(document.getElementById('${CONFIG_ID}').textContent || '{}'); } catch {}
  const target = typeof config.targetOrigin === 'string' ? config.targetOrigin : null;
  if (target === null) { say('This sign-in has expired. Close this window and try again.'); return; }
  const resultUri = window.location.href;
  const done = () => {
    history.replaceState(null, '', window.location.pathname);
    say('Signed in. You can close this window.');
    window.close();
  };
  const opener = window.opener;
  if (opener && !opener.closed) {
    opener.postMessage({ resultUri }, target);
    done();
    return;
  }
  if (typeof config.returnUrl === 'string') {
    const back = new URL(config.returnUrl);
    if (back.origin !== target) return;
    back.hash = new URLSearchParams({ result_uri: resultUri }).toString();
    window.location.replace(back.href);
    return;
  }
  if (typeof BroadcastChannel !== 'function') { say('Return to the app to finish signing in.'); return; }
  const channel = new BroadcastChannel('${SOCIAL_RESULT_CHANNEL_PREFIX}' + target);
  channel.postMessage({ resultUri });
  channel.close();
  done();
})();
`;

/**
 * The page a refused launch or callback shows in the popup instead (a catalogue text): no script, so nothing is
 * posted to any window and the address (with the provider's code) goes nowhere.
 */
export const renderRefusedPage = (message: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<meta name="color-scheme" content="light dark">
<title>Latch wallet sign-in</title>
</head>
<body style="font-family: system-ui, sans-serif; padding: 24px">
<p role="alert">${escapeHtml(message)}.</p>
</body>
</html>
`;

/** Only its own script; no framing, no forms, nothing fetched. */
export const callbackPagePolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
