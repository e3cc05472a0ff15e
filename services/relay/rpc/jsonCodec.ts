/**
 * JSON for relay frames that keeps JSON-RPC ids above 2^53 exact: integers too long for a double are read
 * as bigint and written back as the same digits, so a response always carries the id it answers. Only
 * literals of up to MAX_BIGINT_DIGITS digits become bigints (64-bit ids have 20); longer ones stay plain
 * (inexact) numbers, so a megabyte of digits costs no BigInt parse.
 */
const MARK = '__latch_bigint__';
const MARKED = new RegExp(`"${MARK}(-?\\d+)"`, 'g');
const MAYBE_LONG_INTEGER = /\d{16}/;
export const MAX_BIGINT_DIGITS = 20;

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/** Quotes (with MARK) every integer literal outside strings that a double cannot hold exactly. */
function markLongIntegers(text: string): string {
  let out = '';
  let copiedUpTo = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') {
      inString = true;
      continue;
    }
    if (!(isDigit(char) || char === '-')) continue;
    let end = index + 1;
    while (isDigit(text[end])) end++;
    const next = text[end];
    const literal = text.slice(index, end);
    const digits = literal.startsWith('-') ? literal.length - 1 : literal.length;
    if (
      next !== '.' &&
      next !== 'e' &&
      next !== 'E' &&
      digits <= MAX_BIGINT_DIGITS &&
      !Number.isSafeInteger(Number(literal))
    ) {
      out += `${text.slice(copiedUpTo, index)}"${MARK}${literal}"`;
      copiedUpTo = end;
    }
    index = end - 1;
  }
  return copiedUpTo === 0 ? text : out + text.slice(copiedUpTo);
}

export function parseJson(text: string): unknown {
  if (!MAYBE_LONG_INTEGER.test(text)) return JSON.parse(text);
  return JSON.parse(markLongIntegers(text), (_key, value: unknown) =>
    typeof value === 'string' && value.startsWith(MARK) ? BigInt(value.slice(MARK.length)) : value,
  );
}

export function stringifyJson(value: unknown): string {
  const text = JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'bigint' ? `${MARK}${item.toString()}` : item,
  );
  return text.includes(MARK) ? text.replace(MARKED, '$1') : text;
}
