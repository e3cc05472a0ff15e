export interface Identity {
  readonly name: string | null;
  readonly avatar: string | null;
  /** ISO 8601. */
  readonly resolvedAt: string;
}

export interface IdentityApi {
  /** GET /v1/identity/{address} */
  getIdentity(request: { readonly address: string; readonly sender?: string }): Promise<Identity>;
}
