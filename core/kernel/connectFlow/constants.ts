/** SPEC §9: how often a shown pairing checks whether its uri needs refreshing. */
export const PAIRING_HEARTBEAT_MS = 5_000;
