/**
 * The zone names are registered under (`<label>.<zone>`). CONTRACTS §1: the reference zone is `reown.id`;
 * ours is configurable and this is the local data service's default. A library value: the kernel shows it,
 * the names flow registers under it and the data service serves it.
 */
export const DEFAULT_NAME_ZONE = 'latch.id';
