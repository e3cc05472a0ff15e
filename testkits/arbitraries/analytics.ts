import fc from 'fast-check';
import type { AnalyticsEvent, AnalyticsEventName } from '../../core/kernel/analytics/index.js';
import { latchError } from '../../core/lib/errors/index.js';
import type { PortFailure } from '../../ports/index.js';
import { httpFailure } from '../RecordingAnalyticsSink.js';

// Arbitraries of analytics events and of thrown values (fast-check): for property tests.

type EventOf<K extends AnalyticsEventName> = Extract<AnalyticsEvent, { readonly event: K }>;

/** Wraps generated properties into an event of that name. */
const tag =
  <const K extends AnalyticsEventName>(event: K) =>
  <P>(properties: P) => ({ event, properties });

const text = fc.string({ maxLength: 12 });
const network = fc.constantFrom('eip155:1', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
const amount = fc.bigInt({ min: 0n, max: 10n ** 24n }).map(String);
const flag = fc.boolean();
const send = fc.record({ network, token: text, amount, isSmartAccount: flag });
const swap = fc.record({
  network,
  swapFromToken: text,
  swapToToken: text,
  swapFromAmount: amount,
  swapToAmount: amount,
  isSmartAccount: flag,
});
const siwx = fc.record({ network, isSmartAccount: flag });
const name = fc.record({ name: text, isSmartAccount: flag });

const EVENT_ARBITRARIES: { readonly [K in AnalyticsEventName]: fc.Arbitrary<EventOf<K>> } = {
  MODAL_CREATED: fc.constant({ event: 'MODAL_CREATED' as const }),
  MODAL_OPEN: fc.record({ connected: flag }).map(tag('MODAL_OPEN')),
  MODAL_CLOSE: fc.record({ connected: flag }).map(tag('MODAL_CLOSE')),
  CONNECT_SUCCESS: fc
    .record({ method: fc.constantFrom('qrcode', 'mobile', 'browser', 'email', 'social'), name: text })
    .map(tag('CONNECT_SUCCESS')),
  CONNECT_ERROR: fc.record({ message: text }).map(tag('CONNECT_ERROR')),
  SELECT_WALLET: fc
    .record({
      name: text,
      platform: fc.constantFrom('mobile', 'desktop', 'browser', 'web', 'qrcode', 'unsupported'),
    })
    .map(tag('SELECT_WALLET')),
  CLICK_ALL_WALLETS: fc.constant({ event: 'CLICK_ALL_WALLETS' as const }),
  CLICK_GET_WALLET: fc.constant({ event: 'CLICK_GET_WALLET' as const }),
  DISCONNECT_SUCCESS: fc.constant({ event: 'DISCONNECT_SUCCESS' as const }),
  DISCONNECT_ERROR: fc.constant({ event: 'DISCONNECT_ERROR' as const }),
  SWITCH_NETWORK: fc.record({ network }).map(tag('SWITCH_NETWORK')),
  CLICK_NETWORKS: fc.constant({ event: 'CLICK_NETWORKS' as const }),
  EMAIL_LOGIN_SELECTED: fc.constant({ event: 'EMAIL_LOGIN_SELECTED' as const }),
  EMAIL_SUBMITTED: fc.constant({ event: 'EMAIL_SUBMITTED' as const }),
  SOCIAL_LOGIN_STARTED: fc.record({ provider: text }).map(tag('SOCIAL_LOGIN_STARTED')),
  SOCIAL_LOGIN_SUCCESS: fc.record({ provider: text }).map(tag('SOCIAL_LOGIN_SUCCESS')),
  SOCIAL_LOGIN_ERROR: fc.record({ provider: text }).map(tag('SOCIAL_LOGIN_ERROR')),
  SET_PREFERRED_ACCOUNT_TYPE: fc
    .record({ accountType: fc.constantFrom('eoa', 'smartAccount', 'payment'), network })
    .map(tag('SET_PREFERRED_ACCOUNT_TYPE')),
  OPEN_SEND: siwx.map(tag('OPEN_SEND')),
  SEND_INITIATED: send.map(tag('SEND_INITIATED')),
  SEND_SUCCESS: send.map(tag('SEND_SUCCESS')),
  SEND_ERROR: fc
    .tuple(send, text)
    .map(([props, message]) => ({ ...props, message }))
    .map(tag('SEND_ERROR')),
  OPEN_SWAP: siwx.map(tag('OPEN_SWAP')),
  SWAP_INITIATED: swap.map(tag('SWAP_INITIATED')),
  SWAP_SUCCESS: swap.map(tag('SWAP_SUCCESS')),
  SWAP_ERROR: fc
    .tuple(swap, text)
    .map(([props, message]) => ({ ...props, message }))
    .map(tag('SWAP_ERROR')),
  SELECT_BUY_CRYPTO: fc.record({ isSmartAccount: flag }).map(tag('SELECT_BUY_CRYPTO')),
  SELECT_BUY_PROVIDER: fc.record({ provider: text }).map(tag('SELECT_BUY_PROVIDER')),
  ONRAMP_URL_OPENED: fc.record({ provider: text, network }).map(tag('ONRAMP_URL_OPENED')),
  ONRAMP_OPTIONS_FALLBACK: fc.constant({ event: 'ONRAMP_OPTIONS_FALLBACK' as const }),
  ONRAMP_QUOTE_FALLBACK: fc.constant({ event: 'ONRAMP_QUOTE_FALLBACK' as const }),
  OPEN_REGISTER_NAME: fc.record({ isSmartAccount: flag }).map(tag('OPEN_REGISTER_NAME')),
  REGISTER_NAME_INITIATED: name.map(tag('REGISTER_NAME_INITIATED')),
  REGISTER_NAME_SUCCESS: name.map(tag('REGISTER_NAME_SUCCESS')),
  REGISTER_NAME_ERROR: fc
    .tuple(name, text)
    .map(([props, message]) => ({ ...props, message }))
    .map(tag('REGISTER_NAME_ERROR')),
  CLICK_SIGN_SIWX_MESSAGE: siwx.map(tag('CLICK_SIGN_SIWX_MESSAGE')),
  CLICK_CANCEL_SIWX: siwx.map(tag('CLICK_CANCEL_SIWX')),
  SIWX_AUTH_SUCCESS: siwx.map(tag('SIWX_AUTH_SUCCESS')),
  SIWX_AUTH_ERROR: fc
    .tuple(siwx, text)
    .map(([props, message]) => ({ ...props, message }))
    .map(tag('SIWX_AUTH_ERROR')),
  ERROR_FETCH_TRANSACTIONS: fc.record({ network, cursor: text }).map(tag('ERROR_FETCH_TRANSACTIONS')),
};

/** Any product analytics event, MODAL_CREATED included. */
export const analyticsEventArb = (): fc.Arbitrary<AnalyticsEvent> =>
  fc.oneof(...Object.values(EVENT_ARBITRARIES));

const portFailureArb: fc.Arbitrary<PortFailure> = fc.oneof(
  fc.integer({ min: 400, max: 599 }).map((status) => httpFailure(status)),
  fc.record({ kind: fc.constant('NetworkFailure' as const), url: fc.webUrl(), message: text }),
  fc.record({ kind: fc.constant('ProviderRpcFailure' as const), code: fc.integer(), message: text }),
  fc.record({ kind: fc.constant('UnsupportedFailure' as const), capability: text }),
);

/** Anything code may throw or reject with: errors, catalogue errors, port failures, strings, junk. */
export const thrownValueArb = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    text.map((message) => new Error(message)),
    text.map((message) => new TypeError(message)),
    text.map((message) => latchError('INTERNAL_SDK_ERROR', { params: { message } })),
    portFailureArb,
    text,
    fc.anything(),
  );
