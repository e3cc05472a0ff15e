/** One reason of a failed request, as the client reads it (`reasons[0].description` is shown). */
export interface ApiReason {
  readonly field: string;
  readonly description: string;
}

/** The error body of every failed request (CONTRACTS §1). */
export interface ApiErrorBody {
  readonly status: 'FAILED';
  readonly reasons: readonly ApiReason[];
}

export interface ApiErrorOptions {
  /** Response headers that belong to the failure (e.g. `retry-after`). */
  readonly headers?: Readonly<Record<string, string>>;
  readonly cause?: unknown;
}

/**
 * The one HTTP error type of the data service: a status and the reasons shown to the client. Route
 * handlers and middleware throw it; the error handler renders it (and maps every other error onto it).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly reasons: readonly ApiReason[];
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, reasons: readonly ApiReason[], options: ApiErrorOptions = {}) {
    super(reasons[0]?.description ?? `HTTP ${status}`, { cause: options.cause });
    this.status = status;
    this.reasons = reasons;
    this.headers = options.headers ?? {};
  }

  get body(): ApiErrorBody {
    return { status: 'FAILED', reasons: this.reasons };
  }
}

/** An ApiError with a single reason. */
export const apiError = (
  status: number,
  field: string,
  description: string,
  options?: ApiErrorOptions,
): ApiError => new ApiError(status, [{ field, description }], options);

export const badRequest = (field: string, description: string): ApiError => apiError(400, field, description);

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
