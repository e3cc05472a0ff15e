import type { Abortable } from './abortable.js';
/** CONTRACTS §1 name record. */
export interface NameRecord {
  readonly name: string;
  readonly registered_at: string;
  readonly updated_at: string;
  readonly attributes: { readonly bio?: string } | null;
  readonly addresses: Readonly<Record<string, { readonly address: string; readonly created_at: string }>>;
}

export interface NameSuggestion {
  readonly name: string;
  readonly registered: boolean;
}

export interface RegisterNameRequest {
  /** The JSON string {"name","attributes","timestamp"} that was signed. */
  readonly message: string;
  readonly signature: `0x${string}`;
  /** ENSIP-11 coin type. */
  readonly coin_type: number;
  readonly address: `0x${string}`;
}

export interface NamesApi {
  /** GET /v1/profile/account/{name}; undefined when the name is unknown. */
  lookupName(request: { readonly name: string } & Abortable): Promise<NameRecord | undefined>;
  /** GET /v1/profile/reverse/{address} */
  reverseLookup(request: {
    readonly address: string;
    readonly sender?: string;
  }): Promise<readonly NameRecord[]>;
  /** GET /v1/profile/suggestions/{name} */
  getSuggestions(
    request: {
      readonly name: string;
      readonly zone?: string;
    } & Abortable,
  ): Promise<{ readonly suggestions: readonly NameSuggestion[] }>;
  /** POST /v1/profile/account */
  registerName(request: RegisterNameRequest): Promise<NameRecord>;
}
