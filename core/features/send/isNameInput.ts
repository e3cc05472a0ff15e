/** Labels separated by dots, no spaces, colons or slashes: `alice.latch.id`, `vitalik.eth`. */
const NAME = /^[^\s.:/]+(?:\.[^\s.:/]+)+$/u;

/** True when a receiver is written as a name to look up rather than an address. */
export const isNameInput = (value: string): boolean => NAME.test(value);
