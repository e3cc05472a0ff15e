import { escapeHtml } from '../http-front/escapeHtml.js';
import { DEV_IDP_PASSWORD, DEV_IDP_USERS } from './testUsers.js';

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Latch dev identity provider</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 360px; margin: 32px auto; padding: 0 16px; }
label { display: block; margin: 12px 0 4px; }
input { width: 100%; box-sizing: border-box; padding: 8px; font-size: 16px; }
button { margin: 16px 8px 0 0; padding: 8px 16px; font-size: 16px; }
.error { color: #b00020; }
.hint { color: #555; font-size: 14px; }
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${body}
</body>
</html>
`;

/** The sign-in page: a login and the password, the test users listed. */
export const loginPage = (uid: string, clientId: string, error?: string): string =>
  page(
    `Sign in to continue with ${clientId}`,
    `<p class="hint">Development identity provider standing in for ${escapeHtml(clientId)}. Test users:
${DEV_IDP_USERS.map((user) => `<code>${escapeHtml(user.login)}</code>`).join(', ')}; password <code>${DEV_IDP_PASSWORD}</code>.</p>
${error === undefined ? '' : `<p class="error" role="alert">${escapeHtml(error)}</p>`}
<form method="post" action="/interaction/${escapeHtml(uid)}/login" autocomplete="off">
<label for="login">User</label>
<input id="login" name="login" required maxlength="64" autofocus>
<label for="password">Password</label>
<input id="password" name="password" type="password" required maxlength="64">
<button type="submit">Sign in</button>
</form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button type="submit">Cancel</button></form>`,
  );

/** The consent step: what the client asks for; Allow or Deny. */
export const consentPage = (
  uid: string,
  clientId: string,
  login: string,
  scopes: readonly string[],
): string =>
  page(
    `Allow ${clientId}?`,
    `<p>Signed in as <strong>${escapeHtml(login)}</strong>. The Latch wallet asks to read: ${scopes
      .map((scope) => `<code>${escapeHtml(scope)}</code>`)
      .join(', ')}.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/confirm"><button type="submit">Allow</button></form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button type="submit">Deny</button></form>`,
  );

export const errorPage = (message: string): string => page('Sign-in failed', `<p>${escapeHtml(message)}</p>`);
