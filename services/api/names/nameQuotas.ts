/** How many names may be registered, counted over accepted registrations. */
export interface NameQuotas {
  /** By one address per rolling 24 hours. Default 10. */
  readonly perAddressPerDay: number;
  /** From one client (IP address) per rolling hour. Default 30. */
  readonly perClientPerHour: number;
}

export const DEFAULT_NAME_QUOTAS: NameQuotas = { perAddressPerDay: 10, perClientPerHour: 30 };

/** Largest registration signature accepted, in bytes (an ERC-6492 wrapper holds factory calldata). */
export const DEFAULT_NAME_SIGNATURE_MAX_BYTES = 4096;

/** Gas of the `eth_call` that checks a contract account's signature (deployment included). */
export const DEFAULT_NAME_VERIFY_GAS_LIMIT = 2_000_000n;
