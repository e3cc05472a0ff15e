/** SPEC §9 "debounce default 500 ms": suggestions are asked for once typing has paused this long. */
export const NAME_SUGGESTIONS_DEBOUNCE_MS = 500;
