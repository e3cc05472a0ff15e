import { EMAIL_LOGIN_COOLDOWN_MS } from '../../../core/kernel/emailCooldown/index.js';

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
  /**
   * Device confirmation (WALLET_DEVICE_CONFIRMATION=1): every browser not yet confirmed for an address — a new
   * address's first one too, so the answer never tells whether the address has a wallet — confirms by a mailed
   * link before its code is sent; start and verify need the frame's device id. Default off: the code alone.
   */
  readonly deviceConfirmation: boolean;
  /** Device-confirmation long polls one client (IP, IPv6 per /64) may hold open at once. Default 4. */
  readonly deviceWaitsPerClient: number;
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
  deviceConfirmation: false,
  deviceWaitsPerClient: 4,
};

/** The rules that are numbers (read from the environment as whole numbers). */
export type NumericLoginCodeRule = {
  [K in keyof LoginCodeRules]: LoginCodeRules[K] extends number ? K : never;
}[keyof LoginCodeRules];

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
