/** `0x1234…abcd`: the first `head` and last `tail` characters of a long address, whole otherwise. */
export const shortenAddress = (address: string, head = 6, tail = 4): string =>
  address.length <= head + tail + 1 ? address : `${address.slice(0, head)}…${address.slice(-tail)}`;
