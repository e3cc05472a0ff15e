import fc from 'fast-check';
import { CATALOGUE } from '../../core/lib/errors/index.js';

/**
 * What a person may type or paste into an amount field: anything at all, near-amounts made of digits,
 * separators, signs, exponents, letters and spaces ('1e5abc', '1,5', ' .5 ', '--1'), and plain amounts.
 */
export const amountText = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string(),
    fc.string({
      unit: fc.constantFrom('0', '1', '5', '9', '.', ',', 'e', 'E', '-', '+', ' ', '\u00a0', 'a', 'x'),
    }),
    fc.tuple(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.nat({ max: 12 })).map(([units, scale]) => {
      const digits = units.toString().padStart(scale + 1, '0');
      return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
    }),
  );

/** Texts of parsers and nodes that must never reach a person ('Invalid decimal number: 1e5abc', BigInt's…). */
export const RAW_PARSER_PHRASES: readonly RegExp[] = [
  /Invalid decimal number/iu,
  /Cannot convert/iu,
  /SyntaxError/u,
  /BigInt/u,
  /\bNaN\b/u,
  /undefined/u,
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/gu, '\\$&');
const TEMPLATES = Object.entries(CATALOGUE)
  .filter(([code]) => code !== 'DECIMAL_INVALID')
  .map(([, text]) => new RegExp(`^${escapeRegExp(text).replace(/\{\w+\}/gu, '.+')}$`, 'u'));

/** A message a person may see for a typed amount: a catalogue text (params filled), no raw parser phrase. */
export const isCatalogueText = (message: string): boolean =>
  TEMPLATES.some((template) => template.test(message)) &&
  !RAW_PARSER_PHRASES.some((phrase) => phrase.test(message));
