import { PAYMENT_METHOD_LABELS } from '../../../core/features/onramp/index.js';
import { escapeHtml } from '../../http-front/escapeHtml.js';
import type { Checkout } from './resolveCheckout.js';

export interface CheckoutPageState {
  readonly checkout: Checkout;
  /** The query the page was opened with, its signed checkout id included (the form posts back to it). */
  readonly queryString: string;
  /** What the buyer typed (never the card or bank numbers). */
  readonly values?: Readonly<Record<string, string | undefined>>;
  readonly error?: string;
}

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; padding: 0 12px; background: #f4f4f5; color: #18181b; }
  .address { word-break: break-all; font-family: ui-monospace, monospace; }
  main { max-width: 420px; margin: 24px auto; background: #fff; padding: 24px; border-radius: 16px; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  p.note { color: #52525b; font-size: 14px; margin: 0 0 16px; }
  label { display: block; font-size: 14px; margin: 12px 0 4px; }
  input, select { width: 100%; box-sizing: border-box; padding: 10px; font-size: 16px;
    border: 1px solid #a1a1aa; border-radius: 8px; }
  fieldset { border: 1px solid #d4d4d8; border-radius: 8px; margin: 12px 0; padding: 8px 12px; }
  .row { display: flex; gap: 12px; } .row > div { flex: 1; }
  .radio { display: inline-flex; align-items: center; gap: 6px; margin-right: 16px; }
  .radio input { width: auto; }
  [role=alert] { background: #fef2f2; color: #991b1b; padding: 10px; border-radius: 8px; }
  button { width: 100%; margin-top: 16px; padding: 12px; font-size: 16px; border: 0; border-radius: 8px;
    background: #1d4ed8; color: #fff; cursor: pointer; }
  button:focus-visible, input:focus-visible, select:focus-visible { outline: 3px solid #93c5fd; }
  :root { color-scheme: light dark; }
  @media (prefers-color-scheme: dark) {
    body { background: #18181b; color: #f4f4f5; }
    main { background: #27272a; }
    p.note { color: #a1a1aa; }
    input, select { background: #18181b; color: #f4f4f5; border-color: #52525b; }
    fieldset { border-color: #3f3f46; }
    [role=alert] { background: #450a0a; color: #fecaca; }
    button { background: #2563eb; }
  }
`;

/** A minimal HTML page around `body` (and, when given, a fixed script of this file: never built from input). */
export const htmlPage = (title: string, body: string, script = ''): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main>${script === '' ? '' : `<script>${script}</script>`}</body></html>`;

export interface PaidPageState {
  /** The tokens sent, as a decimal. */
  readonly amount: string;
  readonly symbol: string;
  readonly address: string;
  readonly txHash: string;
  /** The origin of the page the buyer came from (the checkout's allowed return URL), if known. */
  readonly returnOrigin?: string;
}

/**
 * Closes the tab when the page that bought opened it (a script-opened tab may be closed by script); otherwise the
 * browser ignores `close()` and the page stays, saying where to go back to. The button does the same on a click.
 */
const CLOSE_SCRIPT =
  "document.getElementById('close').addEventListener('click',()=>window.close());window.close();";

/**
 * What the checkout shows once paid: what was sent, and that the purchase shows on the page the buyer came from.
 * Never that page itself: the checkout's tab would become a second copy of the host page.
 */
export const renderPaidPage = (state: PaidPageState): string => {
  const back =
    state.returnOrigin === undefined
      ? 'Return to the page you bought from: your purchase shows there.'
      : `Return to <strong>${escapeHtml(new URL(state.returnOrigin).host)}</strong>: your purchase shows there.`;
  return htmlPage(
    'Payment complete',
    `<h1>Payment complete</h1>
<p>${escapeHtml(state.amount)} ${escapeHtml(state.symbol)} sent to <span class="address">${escapeHtml(state.address)}</span>.</p>
<p class="note">${back} You can close this tab.</p>
<p class="note">Transaction <span class="address">${escapeHtml(state.txHash)}</span></p>
<button type="button" id="close">Close this tab</button>`,
    CLOSE_SCRIPT,
  );
};

const CARD_FIELDS = `<fieldset><legend>Card</legend>
<label for="cardNumber">Card number</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number">
<div class="row">
<div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" value="{expiry}"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc"></div>
</div>
</fieldset>`;

const BANK_FIELDS = `<fieldset><legend>Bank account (ACH)</legend>
<label for="routingNumber">Routing number</label><input id="routingNumber" name="routingNumber" inputmode="numeric">
<label for="accountNumber">Account number</label><input id="accountNumber" name="accountNumber" inputmode="numeric">
</fieldset>`;

/**
 * The sandbox checkout form: the signed amount, currency and payment method (shown, not editable), the
 * token to buy among the checkout's, then the card or bank details. It posts back to its own URL; no
 * script is needed.
 */
export const renderCheckoutPage = (state: CheckoutPageState): string => {
  const { checkout } = state;
  const selected = (option: string, fallback: boolean) =>
    (state.values?.asset ?? (fallback ? option : undefined)) === option ? ' selected' : '';
  const tokens = checkout.tokens
    .map(
      (token, index) =>
        `<option value="${escapeHtml(token.symbol)}"${selected(token.symbol, index === 0)}>${escapeHtml(token.name)} (${escapeHtml(token.symbol)})</option>`,
    )
    .join('');
  const error =
    state.error === undefined ? '' : `<p role="alert" id="checkout-error">${escapeHtml(state.error)}</p>`;
  const details =
    checkout.method === 'card'
      ? CARD_FIELDS.replace('{expiry}', escapeHtml(state.values?.expiry ?? ''))
      : BANK_FIELDS;
  return htmlPage(
    'Sandbox checkout',
    `<h1>Buy crypto</h1>
<p class="note">Sandbox checkout: no real payment is made. Tokens are sent from the devnet treasury to
<span class="address">${escapeHtml(checkout.address)}</span> on ${escapeHtml(checkout.market.name)}.</p>
${error}
<form method="post" action="?${escapeHtml(state.queryString)}">
<label for="asset">Token</label><select id="asset" name="asset">${tokens}</select>
<div class="row">
<div><label for="amount">Amount</label><input id="amount" name="amount" readonly value="${escapeHtml(checkout.amount)}"></div>
<div><label for="currency">Currency</label><input id="currency" name="currency" readonly value="${escapeHtml(checkout.currency)}"></div>
</div>
<p class="note">Pay by ${escapeHtml(PAYMENT_METHOD_LABELS[checkout.method] ?? checkout.method)}</p>
${details}
<button type="submit">Pay</button>
</form>`,
  );
};
