/** The Bitcoin base58 alphabet (Solana's): no 0, O, I or l. */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/**
 * How many bytes a base58 string decodes to (each leading '1' is a zero byte, the rest one big-endian number),
 * or undefined when it holds a character outside the alphabet. Only the length: what Solana address checks need,
 * without a base58 library in the first chunk.
 */
export const base58DecodedLength = (value: string): number | undefined => {
  let number = 0n;
  for (const character of value) {
    const digit = ALPHABET.indexOf(character);
    if (digit === -1) return undefined;
    number = number * 58n + BigInt(digit);
  }
  let bytes = value.length - value.replace(/^1+/, '').length;
  for (; number > 0n; number >>= 8n) bytes += 1;
  return bytes;
};
