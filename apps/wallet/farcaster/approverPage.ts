import { escapeHtml } from '../../../services/http-front/escapeHtml.js';

/** The sandbox Farcaster approver's pages: plain HTML, no script (CSP allows none), light and dark. */

export interface ApproverUser {
  readonly fid: number;
  readonly username: string;
  readonly displayName: string;
  /** The custody address the ID registry records for the fid. */
  readonly custody: string;
}

export interface ShownRequest {
  readonly channelToken: string;
  readonly domain: string;
  readonly siweUri: string;
  readonly nonce: string;
}

const STYLE = `
:root { color-scheme: light dark; --bg:#f4f5f7; --surface:#fff; --border:#e3e6ea; --text:#16181d; --muted:#5c6370;
  --accent:#7c65c1; --accent-text:#fff; --ok:#137a3f; --ok-soft:#e5f5ec; --bad:#b42318; --bad-soft:#fdecea; }
@media (prefers-color-scheme: dark) { :root { --bg:#111214; --surface:#1c1d21; --border:#2e3036; --text:#eceef2;
  --muted:#a2a7b3; --accent:#9b85e0; --accent-text:#111214; --ok:#5fd08f; --ok-soft:#173524; --bad:#ff8a80; --bad-soft:#3b1a18; } }
* { box-sizing: border-box; }
body { margin:0; background:var(--bg); color:var(--text); font:15px/1.45 Inter, system-ui, -apple-system, "Segoe UI", sans-serif; }
main { max-width:440px; margin:0 auto; padding:24px 16px; }
header { display:flex; align-items:center; gap:10px; margin-bottom:16px; }
.logo { width:32px; height:32px; border-radius:8px; background:var(--accent); color:var(--accent-text); display:grid; place-items:center; font-weight:700; }
h1 { font-size:18px; margin:0; } h2 { font-size:16px; margin:0 0 12px; }
.card { background:var(--surface); border:1px solid var(--border); border-radius:16px; padding:16px; margin-bottom:16px; }
dl { display:grid; grid-template-columns:auto 1fr; gap:6px 12px; margin:0 0 16px; }
dt { color:var(--muted); } dd { margin:0; overflow-wrap:anywhere; font-weight:500; }
.muted { color:var(--muted); font-size:13px; }
label { display:block; margin:12px 0 6px; font-weight:500; }
select, input[type=text] { width:100%; padding:10px 12px; border-radius:10px; border:1px solid var(--border); background:var(--bg); color:var(--text); font:inherit; }
.buttons { display:flex; gap:8px; margin-top:16px; }
button { flex:1; min-height:44px; border-radius:12px; border:1px solid var(--border); background:var(--surface); color:var(--text); font:inherit; font-weight:600; cursor:pointer; }
button.primary { background:var(--accent); border-color:var(--accent); color:var(--accent-text); }
.status { padding:12px; border-radius:12px; margin-bottom:16px; }
.ok { background:var(--ok-soft); color:var(--ok); } .bad { background:var(--bad-soft); color:var(--bad); }
`;

const page = (body: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>Sandbox Farcaster approver</title><style>${STYLE}</style></head>
<body><main><header><div class="logo" aria-hidden="true">F</div><div><h1>Sandbox Farcaster approver</h1>
<p class="muted">Signs in with the devnet's test Farcaster ids</p></div></header>${body}</main></body></html>`;

const pasteForm = `<form class="card" method="get" action="/farcaster">
<h2>Open a sign-in request</h2>
<label for="uri">Connect URI</label>
<input id="uri" name="uri" type="text" required maxlength="2048" placeholder="…/farcaster?channelToken=…" autocomplete="off">
<div class="buttons"><button class="primary" type="submit">Open</button></div></form>`;

/** The start page: paste a connect URI (a message above it when there is one). */
export const renderPastePage = (message?: { readonly text: string; readonly ok: boolean }): string =>
  page(
    `${message === undefined ? '' : `<p class="status ${message.ok ? 'ok' : 'bad'}" role="status">${escapeHtml(message.text)}</p>`}${pasteForm}`,
  );

/** A pending request: who asks, and which test id signs it in. */
export const renderRequestPage = (request: ShownRequest, users: readonly ApproverUser[]): string =>
  page(`<form class="card" method="post" action="/farcaster/approve">
<h2>Sign in request</h2>
<dl><dt>Site</dt><dd data-field="domain">${escapeHtml(request.domain)}</dd>
<dt>URI</dt><dd>${escapeHtml(request.siweUri)}</dd>
<dt>Nonce</dt><dd>${escapeHtml(request.nonce)}</dd></dl>
<input type="hidden" name="channelToken" value="${escapeHtml(request.channelToken)}">
<label for="fid">Sign in as</label>
<select id="fid" name="fid">${users
    .map(
      (user) =>
        `<option value="${user.fid}">@${escapeHtml(user.username)} · ${escapeHtml(user.displayName)} · fid ${user.fid}</option>`,
    )
    .join('')}</select>
<p class="muted">Signed with the fid's custody key (SIWE, "Farcaster Auth", chain 10).</p>
<div class="buttons"><button type="submit" formaction="/farcaster/reject">Reject</button>
<button class="primary" type="submit">Approve</button></div></form>`);
