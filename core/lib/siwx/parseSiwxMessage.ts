import { err, ok, type Result } from 'neverthrow';
import type { CaipNetworkId, SiwxMessage, SiwxMessageData } from '../../../ports/index.js';
import { formatSiwxMessage } from './buildSiwxMessage.js';
import { SIWX_LIMITS } from './siwxLimits.js';
import { SIWX_ACCOUNT_KINDS } from './siwxNamespaces.js';
import { type SiwxMessageError, siwxInvalid, validateSiwxMessageData } from './validateSiwxMessageData.js';

const HEADER = / wants you to sign in with your (Ethereum|Solana) account:$/;

/** Reads the lines of a message in order; every step names the field it expected. */
class Lines {
  private index = 0;
  constructor(private readonly lines: readonly string[]) {}

  next(): string | undefined {
    return this.lines[this.index];
  }

  take(): string | undefined {
    const line = this.lines[this.index];
    if (line !== undefined) this.index += 1;
    return line;
  }

  /** The value after `label` on the next line, which must be there. */
  field(field: string, label: string): Result<string, SiwxMessageError> {
    const line = this.next();
    if (line === undefined || !line.startsWith(label)) return err(siwxInvalid(field, `expected "${label}"`));
    this.index += 1;
    return ok(line.slice(label.length));
  }

  /** The value after `label` when the next line has it. */
  optional(label: string): string | undefined {
    return this.next()?.startsWith(label) ? this.take()?.slice(label.length) : undefined;
  }

  get done(): boolean {
    return this.index >= this.lines.length;
  }
}

const blank = (lines: Lines, field: string): Result<true, SiwxMessageError> =>
  lines.take() === '' ? ok(true) : err(siwxInvalid(field, 'expected an empty line'));

const readHead = (lines: Lines) => {
  const header = HEADER.exec(lines.next() ?? '');
  const first = lines.take() ?? '';
  if (header === null) return err(siwxInvalid('domain', 'expected "<domain> wants you to sign in…"'));
  const domain = first.slice(0, header.index);
  const accountAddress = lines.take();
  if (accountAddress === undefined) return err(siwxInvalid('accountAddress', 'missing'));
  return blank(lines, 'accountAddress').andThen(() => {
    if (lines.next()?.startsWith('URI: ')) return ok({ kind: header[1], domain, accountAddress });
    const statement = lines.take() ?? '';
    return blank(lines, 'statement').map(() => ({ kind: header[1], domain, accountAddress, statement }));
  });
};

const readResources = (lines: Lines): Result<readonly string[] | undefined, SiwxMessageError> => {
  if (lines.next() !== 'Resources:') return ok(undefined);
  lines.take();
  const resources: string[] = [];
  while (lines.next()?.startsWith('- ')) resources.push(lines.take()?.slice(2) ?? '');
  return ok(resources);
};

const readData = (
  lines: Lines,
): Result<{ kind: string | undefined; data: SiwxMessageData }, SiwxMessageError> =>
  readHead(lines).andThen(({ kind, ...head }) =>
    lines.field('uri', 'URI: ').andThen((uri) =>
      lines.field('version', 'Version: ').andThen((version) =>
        lines.field('chainId', 'Chain ID: ').andThen((chainId) =>
          lines.field('nonce', 'Nonce: ').andThen((nonce) =>
            lines.field('issuedAt', 'Issued At: ').andThen((issuedAt) => {
              const expirationTime = lines.optional('Expiration Time: ');
              const notBefore = lines.optional('Not Before: ');
              const requestId = lines.optional('Request ID: ');
              return readResources(lines).andThen((resources) => {
                if (!lines.done) return err(siwxInvalid('message', 'unexpected line after the fields'));
                const data: SiwxMessageData = {
                  ...head,
                  uri,
                  version: version as '1',
                  chainId: chainId as CaipNetworkId,
                  nonce,
                  issuedAt,
                  ...(expirationTime === undefined ? {} : { expirationTime }),
                  ...(notBefore === undefined ? {} : { notBefore }),
                  ...(requestId === undefined ? {} : { requestId }),
                  ...(resources === undefined ? {} : { resources }),
                };
                return ok({ kind, data });
              });
            }),
          ),
        ),
      ),
    ),
  );

/**
 * Reads a CAIP-122 message (CONTRACTS §5) back into its fields. Strict: the text must be exactly what
 * `buildSiwxMessage` writes for those fields — lines in order, `\n` only, nothing before or after, the
 * account kind matching the network's namespace — so one set of fields has one text and a tampered or
 * reformatted message is refused (SIWX_MESSAGE_INVALID naming the field at fault).
 */
export const parseSiwxMessage = (text: string): Result<SiwxMessage, SiwxMessageError> => {
  if (text.length > SIWX_LIMITS.message) {
    return err(siwxInvalid('message', `must be at most ${SIWX_LIMITS.message} characters`));
  }
  return readData(new Lines(text.split('\n')))
    .andThen(({ kind, data }) =>
      validateSiwxMessageData(data).andThen((checked) => {
        const namespace = checked.chainId.slice(0, checked.chainId.indexOf(':'));
        return Object.entries(SIWX_ACCOUNT_KINDS).some(([key, name]) => key === namespace && name === kind)
          ? ok(checked)
          : err(siwxInvalid('chainId', 'the account kind does not match the network'));
      }),
    )
    .andThen((data) =>
      formatSiwxMessage(data) === text
        ? ok({ ...data, toString: () => text })
        : err(siwxInvalid('message', 'not in the canonical layout')),
    );
};
