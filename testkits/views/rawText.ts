// Texts a user must never meet: raw node, parser or runtime messages leaking past the message catalogue. View
// tests scan what they rendered with expectNoRawText (and the amount fields' property tests after each input).
import { fireEvent } from '@testing-library/react';
import fc from 'fast-check';
import { expect } from 'vitest';

/** Known raw phrases (node, viem, JS runtime), matched case-sensitively as words. */
export const RAW_PHRASES: readonly string[] = [
  'The total cost (gas * gas fee + value)',
  'Invalid decimal number',
  'execution reverted',
  'RPC Request failed',
  'Cannot read properties',
  'undefined',
  'NaN',
  '[object Object]',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');
const RAW = new RegExp(
  RAW_PHRASES.map((phrase) => `(?<![\\w])${escapeRegExp(phrase)}(?![\\w])`).join('|'),
  'u',
);

/** The raw phrase `text` contains, if any. */
export const rawPhraseIn = (text: string): string | undefined => RAW.exec(text)?.[0];

/**
 * Every text shown or read out under `root`, one per text node (an element's textContent glues its children's
 * texts, which would hide a phrase at a word boundary), and its accessible labels, titles and placeholders.
 */
export const shownTexts = (root: Node): string[] => {
  const texts: string[] = [];
  const walker = (root.ownerDocument ?? (root as Document)).createTreeWalker(
    root,
    4 /* NodeFilter.SHOW_TEXT */,
  );
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('style, script')) continue;
    if (node.textContent?.trim()) texts.push(node.textContent);
  }
  if (root instanceof Element || root instanceof DocumentFragment) {
    for (const element of root.querySelectorAll('[aria-label], [title], [placeholder], [alt]')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
  }
  return texts;
};

/** Fails when anything rendered under `root` shows a raw node, parser or runtime phrase. */
export const expectNoRawText = (root: Node, context = ''): void => {
  for (const text of shownTexts(root)) {
    const phrase = rawPhraseIn(text);
    expect(
      phrase,
      `raw text "${phrase}" shown${context ? ` (${context})` : ''}: ${text.slice(0, 200)}`,
    ).toBeUndefined();
  }
};

/** What a person may type or paste into an amount field: any string, and the mistakes people make. */
export const typedAmount = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ maxLength: 24 }),
    fc.stringMatching(/^[0-9.,eE+\- $a-z]{0,16}$/u),
    fc.constantFrom(
      'abc',
      '1e5abc',
      '1e5',
      '-1',
      '999999',
      '20000',
      '50000',
      '1,234.5',
      '0.0000000000000000001',
      '.',
      ',',
      'NaN',
      'undefined',
      '∞',
      '0x10',
      ' 12 USD',
    ),
    fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
  );

/** What an amount field may hold: only what parses (digits, at most one separator). */
export const PARSEABLE_FIELD = /^\d*([.,]\d*)?$/u;

/**
 * The property every amount field meets (Send, Swap, On-ramp): from a field holding '1', any typed or pasted
 * string is taken as parseable text or refused (the field unchanged), and nothing on screen is raw text.
 */
export const expectAmountFieldTakesAnyString = async (
  amount: () => HTMLElement,
  settle: () => Promise<void>,
  screen: () => Node,
  numRuns = 60,
): Promise<void> => {
  const value = () => (amount() as HTMLInputElement).value;
  await fc.assert(
    fc.asyncProperty(typedAmount(), async (text) => {
      fireEvent.change(amount(), { target: { value: '1' } });
      await settle();
      const before = value();
      fireEvent.change(amount(), { target: { value: text } });
      await settle();
      expect(
        value() === before || PARSEABLE_FIELD.test(value()),
        `${JSON.stringify(text)} → ${value()}`,
      ).toBe(true);
      expectNoRawText(screen(), `typed ${JSON.stringify(text)}`);
    }),
    { numRuns },
  );
};
