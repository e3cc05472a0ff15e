/** Cache lifetimes and sizes of SPEC §9. */

/** Token balances are reused for 30 s. */
export const BALANCE_TTL_MS = 30_000;
/** Native balances are reused for 30 s. */
export const NATIVE_BALANCE_TTL_MS = 30_000;
/** Name-service lookups are reused for 5 min. */
export const NAME_TTL_MS = 300_000;
/** Identity (name, avatar) lookups are reused for 5 min. */
export const IDENTITY_TTL_MS = 300_000;
/** A failed token-balance fetch is not retried within 30 s. */
export const FAILED_BALANCE_RETRY_MS = 30_000;
/** The address lookup cache holds at most 8192 entries. */
export const ADDRESS_LOOKUP_CACHE_SIZE = 8192;
