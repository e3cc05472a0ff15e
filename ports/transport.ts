export interface HttpPostRequest {
  readonly url: string;
  /** Serialised JSON body. */
  readonly body: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
}

export interface HttpResponse {
  readonly status: number;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/**
 * Raw HTTP POST for JSON-RPC. Resolves with any status (retry policy lives in core) and rejects only
 * when no response arrived (NetworkFailure) or the signal aborted.
 */
export interface HttpTransport {
  post(request: HttpPostRequest): Promise<HttpResponse>;
}
