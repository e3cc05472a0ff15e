/**
 * The bodies of CONTRACTS §4, bounded (the reference relay's fields and patterns, with lengths). Unknown
 * fields are dropped, as the reference does, so a newer client still works.
 */

const uri = { type: 'string', format: 'uri', maxLength: 2_048 } as const;
const httpUrl = { type: 'string', format: 'uri', pattern: '^https?://', maxLength: 2_048 } as const;
const dateTime = { type: 'string', format: 'date-time', maxLength: 64 } as const;

export interface CreateChannelBody {
  readonly siweUri: string;
  readonly domain: string;
  readonly nonce?: string;
  readonly notBefore?: string;
  readonly expirationTime?: string;
  readonly requestId?: string;
  readonly redirectUrl?: string;
  readonly acceptAuthAddress?: boolean;
}

export const createChannelSchema = {
  type: 'object',
  properties: {
    siweUri: uri,
    domain: { type: 'string', pattern: '^[a-zA-Z0-9.-]{1,253}(:[0-9]{1,5})?$', maxLength: 259 },
    // EIP-4361: at least 8 alphanumerics.
    nonce: { type: 'string', pattern: '^[a-zA-Z0-9]{8,128}$' },
    notBefore: dateTime,
    expirationTime: dateTime,
    // One printable line: it becomes the message's "Request ID:" line.
    requestId: { type: 'string', pattern: '^[\\x20-\\x7e]{1,256}$' },
    redirectUrl: uri,
    acceptAuthAddress: { type: 'boolean' },
  },
  required: ['siweUri', 'domain'],
  additionalProperties: false,
} as const;

export interface AuthenticateBody {
  readonly message: string;
  readonly signature: string;
  readonly authMethod?: 'custody' | 'authAddress';
  readonly fid: number;
  readonly username?: string;
  readonly bio?: string;
  readonly displayName?: string;
  readonly pfpUrl?: string;
}

export const authenticateSchema = {
  type: 'object',
  properties: {
    message: { type: 'string', minLength: 1, maxLength: 8_192 },
    signature: { type: 'string', pattern: '^0x[a-fA-F0-9]{130}$' },
    authMethod: { type: 'string', enum: ['custody', 'authAddress'] },
    fid: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
    username: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,15}$|^[a-z0-9][a-z0-9-]{0,15}\\.eth$' },
    bio: { type: 'string', maxLength: 1_024 },
    displayName: { type: 'string', maxLength: 256 },
    pfpUrl: httpUrl,
  },
  required: ['message', 'signature', 'fid'],
  additionalProperties: false,
} as const;
