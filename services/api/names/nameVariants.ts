import { NAME_LABEL_MAX_LENGTH } from './nameRules.js';

const SUFFIXES = ['1', 'x', '-id', '2', 'hq', '-app', '3', 'labs', '-dev', '7', 'io', '-web3'];
const PREFIXES = ['the', 'my', 'its', 'get'];
const FIRST_NUMBER = 4;

/**
 * Other labels close to `label` (a valid, lower-case label), best first and never repeating: a few
 * suffixes and prefixes, then `label4`, `label5`, … without end. The label is shortened where needed so
 * every variant stays within 64 characters; every variant passes the SPEC §5 rule.
 */
export function* nameVariants(label: string): Generator<string, never> {
  const seen = new Set([label]);
  const shaped = (prefix: string, suffix: string): string =>
    `${prefix}${label.slice(0, NAME_LABEL_MAX_LENGTH - prefix.length - suffix.length)}${suffix}`;
  const fresh = function* (candidate: string) {
    if (seen.has(candidate)) return;
    seen.add(candidate);
    yield candidate;
  };
  for (const [index, suffix] of SUFFIXES.entries()) {
    yield* fresh(shaped('', suffix));
    const prefix = PREFIXES[index];
    if (prefix !== undefined) yield* fresh(shaped(prefix, ''));
  }
  for (let number = FIRST_NUMBER; ; number++) yield* fresh(shaped('', String(number)));
}
