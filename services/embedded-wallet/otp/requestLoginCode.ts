import { err, ok, type Result } from 'neverthrow';
import { openBytes, sealBytes } from '../custody/aesGcm.js';
import { findLoginCode, type LoginCodeRow, markLoginCodeSent, putLoginCode } from '../db/loginCodes.js';
import { type QuotaPlace, takeAddressQuotas, takeClientQuota } from './checkQuota.js';
import { type LoginDeps, loginKeys } from './LoginDeps.js';
import type { LoginFailure } from './LoginFailure.js';
import { generateLoginCode, hashLoginCode, sameHash } from './loginCode.js';

export interface CodeRequest {
  /** Normalised address. */
  readonly email: string;
  /** The client's rate-limit key (IP, IPv6 per /64). */
  readonly client: string;
  /** The thumbprint of the frame key that asks: only its proof can enter the code. */
  readonly jkt: string;
}

const outboxAad = (email: string) => `latch/login-code-outbox/v1/${email}`;

const isLive = (row: LoginCodeRow, now: number, maxAttempts: number) =>
  row.expires_at.getTime() > now && row.attempts < maxAttempts;

/**
 * The code of a live row whose mail never went out (SMTP was down): re-sent as it is, not replaced — to the
 * same frame key only (another key's request gets a code of its own).
 */
const undeliveredCode = (
  deps: LoginDeps,
  request: CodeRequest,
  row: LoginCodeRow | undefined,
  now: number,
) => {
  if (row === undefined || row.sent_at !== null || row.pending_mail === null) return undefined;
  if (!isLive(row, now, deps.rules.maxAttempts)) return undefined;
  const keys = loginKeys(deps.ring);
  const opened = openBytes(keys.outbox, row.pending_mail, outboxAad(request.email));
  if (opened === undefined) return undefined;
  const code = opened.toString('utf8');
  const hash = hashLoginCode(keys.codeHash, request.email, code, request.jkt);
  return sameHash(hash, row.code_hash) ? { code, hash } : undefined;
};

const deliver = async (
  deps: LoginDeps,
  email: string,
  code: { code: string; hash: string },
  cooldown?: QuotaPlace,
): Promise<Result<void, LoginFailure>> => {
  try {
    await deps.mailer.sendLoginCode(email, code.code);
  } catch {
    // The code stays (sealed) with the row: the next request re-sends it, with no cooldown.
    await cooldown?.release();
    return err({ kind: 'mail_failed' });
  }
  await markLoginCodeSent(deps.db, email, code.hash, deps.clock.now());
  return ok(undefined);
};

/**
 * CONNECT_EMAIL: mails a fresh six-digit code to the address (its older code dies), after the client's
 * and the address's hourly quotas and the 30 s re-send cooldown, each taken atomically with its check
 * (checkQuota.ts), so concurrent requests cannot pass them together. A code whose mail failed is re-sent
 * unchanged (to the same frame key). Only the code's HMAC is stored once the mail is out.
 */
export const requestLoginCode = async (
  deps: LoginDeps,
  request: CodeRequest,
): Promise<Result<void, LoginFailure>> => {
  const { db, rules } = deps;
  const now = deps.clock.now();
  const keys = loginKeys(deps.ring);
  const byClient = await takeClientQuota(deps, 'code-per-client', rules.perClientPerHour, request.client);
  if (byClient.isErr()) return err(byClient.error);
  const row = await findLoginCode(db, request.email);
  const pending = undeliveredCode(deps, request, row, now);
  if (pending !== undefined) return deliver(deps, request.email, pending);
  const byAddress = await takeAddressQuotas(deps, request.email, 'code-cooldown');
  if (byAddress.isErr()) return err(byAddress.error);
  const code = generateLoginCode();
  const hash = hashLoginCode(keys.codeHash, request.email, code, request.jkt);
  await putLoginCode(db, {
    email: request.email,
    codeHash: hash,
    now,
    ttlMs: rules.ttlMs,
    pendingMail: sealBytes(keys.outbox, Buffer.from(code, 'utf8'), outboxAad(request.email)),
  });
  return deliver(deps, request.email, { code, hash }, byAddress.value);
};
