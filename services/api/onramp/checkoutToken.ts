import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { err, ok, type Result } from 'neverthrow';
import { isRecord } from '../../../core/lib/validation/isRecord.js';
import type { Clock } from '../../../ports/index.js';
import { systemClock } from '../systemClock.js';
import { invalidOnramp, type OnrampFailure } from './OnrampFailure.js';
import {
  isPaymentCurrency,
  isPaymentMethod,
  type PaymentCurrency,
  type PaymentMethod,
} from './onrampLimits.js';

/** What a sandbox checkout id promises: one payment of `amount` to `address`, until `expiresAt`. */
export interface CheckoutClaims {
  /** The purchase id (random, 128 bits): a checkout pays at most once. */
  readonly id: string;
  /** An EVM address or a base58 Solana address. */
  readonly address: string;
  /** The on-ramp network name (`devnet-31337`). */
  readonly network: string;
  /** Token symbols the buyer may choose from. */
  readonly assets: readonly string[];
  /** Fiat amount as a decimal string (`50`, `50.5`). */
  readonly amount: string;
  readonly currency: PaymentCurrency;
  readonly method: PaymentMethod;
  readonly partnerUserId: string;
  /** The project that asked for the checkout (its origins bound the redirect). */
  readonly projectId?: string;
  readonly redirectUrl?: string;
  /** Unix milliseconds. */
  readonly expiresAt: number;
}

/** Claims before issuing: the id and expiry are the signer's. */
export type CheckoutOrder = Omit<CheckoutClaims, 'id' | 'expiresAt'>;

export interface CheckoutSignerOptions {
  /** The server secret (`API_SECRET`); the checkout key is derived from it. */
  readonly secret: string | Uint8Array;
  /** How long an issued checkout can be paid. Default 30 minutes. */
  readonly ttlMs?: number;
  readonly clock?: Clock;
}

/** Issues and checks signed checkout ids (the `checkout` query parameter of the sandbox page). */
export interface CheckoutSigner {
  issue(order: CheckoutOrder): { readonly claims: CheckoutClaims; readonly token: string };
  verify(token: string | undefined): Result<CheckoutClaims, OnrampFailure>;
}

export const DEFAULT_CHECKOUT_TTL_MS = 30 * 60_000;
/** Longest token read (a redirect URL of 2 KiB fits). */
export const MAX_CHECKOUT_TOKEN_LENGTH = 4096;

const VERSION = 'v1';
const FIELD = 'checkout';

/** A fresh random secret (a service started without `API_SECRET`). */
export const randomSecret = (): Uint8Array => randomBytes(32);

const invalidCheckout = () => invalidOnramp(FIELD, 'Invalid checkout');

const isString = (value: unknown): value is string => typeof value === 'string';
const optionalString = (value: unknown): boolean => value === undefined || isString(value);

/** An EVM address or a base58 Solana address (the checkout's market checks it further). */
const isAddress = (value: unknown): value is string =>
  isString(value) && /^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/.test(value);

const toClaims = (value: unknown): CheckoutClaims | undefined => {
  if (!isRecord(value)) return undefined;
  const { id, address, network, assets, amount, currency, method, partnerUserId, projectId } = value;
  const { redirectUrl, expiresAt } = value;
  if (
    !isString(id) ||
    !isAddress(address) ||
    !isString(network) ||
    !Array.isArray(assets) ||
    !assets.every(isString) ||
    !isString(amount) ||
    !isString(currency) ||
    !isPaymentCurrency(currency) ||
    !isString(method) ||
    !isPaymentMethod(method) ||
    !isString(partnerUserId) ||
    !optionalString(projectId) ||
    !optionalString(redirectUrl) ||
    typeof expiresAt !== 'number'
  ) {
    return undefined;
  }
  return {
    id,
    address,
    network,
    assets,
    amount,
    currency,
    method,
    partnerUserId,
    ...(isString(projectId) ? { projectId } : {}),
    ...(isString(redirectUrl) ? { redirectUrl } : {}),
    expiresAt,
  };
};

/**
 * Signed checkout ids: `v1.<claims as base64url JSON>.<HMAC-SHA256>`, the key derived from the server
 * secret. `verify` compares the MAC in constant time, then refuses expired claims. Anyone can read a
 * token; only the service can make one.
 */
export const createCheckoutSigner = (options: CheckoutSignerOptions): CheckoutSigner => {
  const key = createHmac('sha256', options.secret).update('latch/onramp-checkout/v1').digest();
  const ttlMs = options.ttlMs ?? DEFAULT_CHECKOUT_TTL_MS;
  const clock = options.clock ?? systemClock;
  const mac = (signed: string): Buffer => createHmac('sha256', key).update(signed).digest();
  return {
    issue: (order) => {
      const claims: CheckoutClaims = {
        ...order,
        id: randomBytes(16).toString('base64url'),
        expiresAt: clock.now() + ttlMs,
      };
      const signed = `${VERSION}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
      return { claims, token: `${signed}.${mac(signed).toString('base64url')}` };
    },
    verify: (token) => {
      if (token === undefined || token.length > MAX_CHECKOUT_TOKEN_LENGTH) return err(invalidCheckout());
      const parts = token.split('.');
      const [version, payload, signature] = parts;
      if (parts.length !== 3 || version !== VERSION || payload === undefined || signature === undefined) {
        return err(invalidCheckout());
      }
      const expected = mac(`${version}.${payload}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return err(invalidCheckout());
      let claims: CheckoutClaims | undefined;
      try {
        claims = toClaims(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')));
      } catch {
        claims = undefined;
      }
      if (claims === undefined) return err(invalidCheckout());
      if (clock.now() > claims.expiresAt) return err(invalidOnramp(FIELD, 'This checkout has expired'));
      return ok(claims);
    },
  };
};
