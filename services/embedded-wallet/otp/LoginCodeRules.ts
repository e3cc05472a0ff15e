import { EMAIL_LOGIN_COOLDOWN_MS } from '../../../core/throttle/index.js';

/** The e-mail one-time code rules (issue 13, SPEC §5 / §9), each configurable (see main.ts for the env names). */
export interface LoginCodeRules {
  /** How long a code can be used. Default 10 min. */
  readonly ttlMs: number;
  /** Wrong entries before the code is dead. Default 5. */
  readonly maxAttempts: number;
  /** No new code for an address this soon after its last one was sent (SPEC §5: 30 s). */
  readonly resendCooldownMs: number;
  /** Codes sent to one address per rolling hour. Default 10. */
  readonly perAddressPerHour: number;
  /** Codes requested by one client (IP, IPv6 per /64) per rolling hour. Default 30. */
  readonly perClientPerHour: number;
  /** Codes entered by one client per rolling hour (right or wrong). Default 60. */
  readonly verifyPerClientPerHour: number;
  /** Wrong codes entered for one address per rolling day, over all its codes. Default 20. */
  readonly failedPerAddressPerDay: number;
  /** How long a session lasts. Default 7 days. */
  readonly sessionTtlMs: number;
}

export const DEFAULT_LOGIN_CODE_RULES: LoginCodeRules = {
  ttlMs: 10 * 60_000,
  maxAttempts: 5,
  resendCooldownMs: EMAIL_LOGIN_COOLDOWN_MS,
  perAddressPerHour: 10,
  perClientPerHour: 30,
  verifyPerClientPerHour: 60,
  failedPerAddressPerDay: 20,
  sessionTtlMs: 7 * 86_400_000,
};

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
