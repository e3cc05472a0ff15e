import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SiwxMessage, SiwxMessageData } from '../../../ports/index.js';
import { siwxMessageData } from '../../../testkits/arbitraries/siwx.js';
import { buildSiwxMessage } from './buildSiwxMessage.js';
import { parseSiwxMessage } from './parseSiwxMessage.js';

const fieldsOf = ({ toString: _text, ...data }: SiwxMessage): SiwxMessageData => data;
const textOf = (data: SiwxMessageData): string => buildSiwxMessage(data)._unsafeUnwrap().toString();

/** A parse either refuses the text, or reads fields whose message is exactly that text. */
const refusedOrCanonical = (text: string): 'refused' | SiwxMessageData => {
  const parsed = parseSiwxMessage(text);
  if (parsed.isErr()) {
    expect(parsed.error.code).toBe('SIWX_MESSAGE_INVALID');
    return 'refused';
  }
  expect(textOf(parsed.value)).toBe(text);
  return fieldsOf(parsed.value);
};

describe('parseSiwxMessage (properties)', () => {
  it('reads back every field of a built message, and the same text', () => {
    fc.assert(
      fc.property(siwxMessageData(), (data) => {
        const text = textOf(data);
        const parsed = parseSiwxMessage(text)._unsafeUnwrap();
        expect(fieldsOf(parsed)).toEqual(data);
        expect(parsed.toString()).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('never reads one text as another: a changed character is refused or reads as other fields', () => {
    fc.assert(
      fc.property(
        siwxMessageData(),
        fc.nat(),
        fc.constantFrom('a', 'Z', '0', ':', ' ', '\n', '\r', '\u0000', '-', '.', 'é'),
        (data, at, replacement) => {
          const text = textOf(data);
          const index = at % text.length;
          fc.pre(text[index] !== replacement);
          const tampered = `${text.slice(0, index)}${replacement}${text.slice(index + 1)}`;
          const result = refusedOrCanonical(tampered);
          if (result !== 'refused') expect(result).not.toEqual(data);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses or reads as other fields a message with a line removed, doubled or swapped', () => {
    fc.assert(
      fc.property(
        siwxMessageData(),
        fc.nat(),
        fc.constantFrom('remove', 'double', 'swap'),
        (data, at, edit) => {
          const lines = textOf(data).split('\n');
          const index = at % lines.length;
          const edited = [...lines];
          if (edit === 'remove') edited.splice(index, 1);
          if (edit === 'double') edited.splice(index, 0, lines[index] ?? '');
          if (edit === 'swap') {
            const other = (index + 1) % lines.length;
            [edited[index], edited[other]] = [lines[other] ?? '', lines[index] ?? ''];
          }
          const text = edited.join('\n');
          fc.pre(text !== lines.join('\n'));
          const result = refusedOrCanonical(text);
          if (result !== 'refused') expect(result).not.toEqual(data);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('refuses any wrapping: spaces, line ends, CRLF, a BOM, text before or after', () => {
    fc.assert(
      fc.property(
        siwxMessageData(),
        fc.constantFrom<(text: string) => string>(
          (text) => `${text}\n`,
          (text) => `\n${text}`,
          (text) => ` ${text}`,
          (text) => `${text} `,
          (text) => `\uFEFF${text}`,
          (text) => text.replaceAll('\n', '\r\n'),
          (text) => `${text}\nNonce: abcdefgh1`,
          (text) => `${text}\n\nsigned, mallory`,
        ),
        (data, wrap) => {
          expect(parseSiwxMessage(wrap(textOf(data))).isErr()).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('parseSiwxMessage (examples)', () => {
  const EVM = [
    'app.example.com wants you to sign in with your Ethereum account:',
    '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    '',
    'URI: https://app.example.com',
    'Version: 1',
    'Chain ID: eip155:1',
    'Nonce: abcdefgh1',
    'Issued At: 2026-11-26T15:00:00Z',
  ];
  const withLine = (lines: string[], index: number, value: string) =>
    lines.map((line, at) => (at === index ? value : line));
  const spliced = (lines: string[], start: number, remove: number, ...added: string[]) => {
    const copy = [...lines];
    copy.splice(start, remove, ...added);
    return copy;
  };
  const refusal = (text: string) => {
    const result = parseSiwxMessage(text);
    return result.isErr() ? result.error.params.field : 'accepted';
  };

  it('accepts the plain message', () => {
    expect(refusal(EVM.join('\n'))).toBe('accepted');
  });

  it.each([
    ['chainId', (lines: string[]) => withLine(lines, 0, lines[0]?.replace('Ethereum', 'Solana') ?? '')],
    // An EVM address on a solana network is not a Solana public key.
    [
      'accountAddress',
      (lines: string[]) => withLine(lines, 5, 'Chain ID: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
    ],
    [
      'domain',
      (lines: string[]) =>
        withLine(lines, 0, 'app.example.com wants you to sign in with your Bitcoin account:'),
    ],
    ['domain', (lines: string[]) => withLine(lines, 0, ' wants you to sign in with your Ethereum account:')],
    ['version', (lines: string[]) => withLine(lines, 4, 'Version: 2')],
    ['nonce', (lines: string[]) => spliced(lines, 6, 1)],
    ['issuedAt', (lines: string[]) => spliced(lines, 7, 1)],
    ['notBefore', (lines: string[]) => [...lines, 'Expiration Time: 2026-11-26T16:00:00Z', 'Not Before: x']],
    // The optional fields in another order than the format's.
    [
      'message',
      (lines: string[]) => [
        ...lines,
        'Not Before: 2026-11-26T15:00:00Z',
        'Expiration Time: 2026-11-26T16:00:00Z',
      ],
    ],
    ['notBefore', (lines: string[]) => [...lines, 'Not Before: 2026-11-26T16:00:00']],
    ['accountAddress', (lines: string[]) => withLine(lines, 1, lines[1]?.toLowerCase() ?? '')],
    ['statement', (lines: string[]) => spliced(lines, 3, 0, 'Welcome', 'Second line', '')],
  ])('refuses a message with a bad %s', (field, edit) => {
    expect(refusal(edit([...EVM]).join('\n'))).toBe(field);
  });

  it('refuses a message over the size limit before reading it', () => {
    expect(refusal(`${EVM.join('\n')}\n${'x'.repeat(9000)}`)).toBe('message');
  });
});
