/** SPEC §9 "debounce default 500 ms": suggestions are asked for once typing has paused this long. */
export const NAME_SUGGESTIONS_DEBOUNCE_MS = 500;

/**
 * The zone names are registered under (`<label>.<zone>`). CONTRACTS §1: the reference zone is `reown.id`;
 * ours is configurable and this is the local data service's default.
 */
export const DEFAULT_NAME_ZONE = 'latch.id';
