/**
 * Every catalogue text by code: empty here, merged with the parts' texts by catalogue.ts (declaration merging).
 * So this file imports no part of the catalogue: the parts import it for their makers.
 */
// biome-ignore lint/suspicious/noEmptyInterface: catalogue.ts fills it in (see above).
export interface CatalogueTexts {}

/** Every code of the catalogue. */
export type ErrorCode = keyof CatalogueTexts;

export type ErrorParams = Readonly<Record<string, string | number | bigint>>;

export interface LatchErrorOptions {
  readonly params?: ErrorParams;
  /** Extra technical detail (not shown to users). */
  readonly details?: string;
  readonly cause?: unknown;
  /** Structured data, e.g. the HTTP status or RPC code. */
  readonly data?: Readonly<Record<string, unknown>>;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills `{name}` placeholders; a missing param keeps its placeholder so nothing is silently lost. */
export function formatMessage(template: string, params: ErrorParams = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** The one error type of the product: a catalogue code, its message, details and a cause chain. */
export class LatchError<C extends ErrorCode = ErrorCode> extends Error {
  override readonly name = 'LatchError';
  readonly code: C;
  readonly params: ErrorParams;
  readonly details: string | undefined;
  readonly data: Readonly<Record<string, unknown>>;

  /** `texts`: the catalogue part the code is in (`COMMON_TEXTS`, `EMAIL_TEXTS`, …); its makers pass it. */
  constructor(code: C, texts: Readonly<Record<C, string>>, options: LatchErrorOptions = {}) {
    super(formatMessage(texts[code], options.params), { cause: options.cause });
    this.code = code;
    this.params = options.params ?? {};
    this.details = options.details;
    this.data = options.data ?? {};
  }

  /** Walks the cause chain for the first error matching `predicate`. */
  walk(predicate: (error: unknown) => boolean): unknown {
    let current: unknown = this;
    for (let depth = 0; current !== undefined && depth < 32; depth++) {
      if (predicate(current)) return current;
      current = current instanceof Error ? current.cause : undefined;
    }
    return undefined;
  }
}

/**
 * The maker of one catalogue part's errors (`latchError`, `emailError`, … in ./texts/): it takes only that
 * part's codes, so an error always brings its text, and a part reaches the page only with a module that uses it.
 */
export const errorsOf =
  <T extends Readonly<Partial<Record<ErrorCode, string>>>>(texts: T) =>
  <C extends keyof T & ErrorCode>(code: C, options?: LatchErrorOptions): LatchError<C> =>
    new LatchError(code, texts as Readonly<Record<C, string>>, options);

export const isLatchError = <C extends ErrorCode>(error: unknown, code?: C): error is LatchError<C> =>
  error instanceof LatchError && (code === undefined || error.code === code);
