import { parseSiwxMessage } from '../../../core/lib/siwx/index.js';
import type { SiwxMessageData } from '../../../ports/index.js';
import type { SessionRow } from '../db/siwx.js';

/** A session as the routes answer it: SPEC §3's `{data, message, signature}` with its id and state. */
export interface SessionView {
  readonly id: string;
  readonly status: 'active' | 'revoked' | 'expired';
  readonly chainId: string;
  readonly address: string;
  readonly data: SiwxMessageData;
  readonly message: string;
  readonly signature: string;
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly revokedAt: string | null;
}

export const sessionStatus = (row: SessionRow, now: number): SessionView['status'] =>
  row.revokedAt !== null ? 'revoked' : row.expiresAt.getTime() <= now ? 'expired' : 'active';

/** The stored message was parsed before it was stored, so it parses again. */
export const toSessionView = (row: SessionRow, now: number): SessionView => {
  const { toString: _text, ...data } = parseSiwxMessage(row.message)._unsafeUnwrap();
  return {
    id: row.id,
    status: sessionStatus(row, now),
    chainId: row.chainId,
    address: row.address,
    data,
    message: row.message,
    signature: row.signature,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
};
