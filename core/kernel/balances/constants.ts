import type { ChainNamespace } from '../../../ports/index.js';

/** Balances are asked for in US dollars (SPEC §7 `currency (usd)`). */
export const BALANCE_CURRENCY = 'usd';

/** SPEC §1: token balances exist for eip155 and solana only. */
export const BALANCE_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana'];

/** The address the balance route gives native tokens (CONTRACTS §1): the token helpers' one. */
export { NATIVE_TOKEN_ADDRESS } from '../../kernel/tokens/index.js';

/** Storage key name (version 1) of the persisted token-balance cache (SPEC §3 "balance" cache). */
export const BALANCES_CACHE_NAME = 'balances.tokenBalanceCache';
